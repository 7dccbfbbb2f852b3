// 기본 학습 (video mode): the section's video, or a slide lecture built from lesson.md when there is
// none, on the left; the key summary (summary.md) on the right. The tutor screen adds the table of
// contents of the lesson.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import type { SectionSummary } from '@dodam/contracts';
import type { RunnableExample } from '@/components/markdown';
import { TraceModal, type TraceTarget } from '@/components/python-console';
import { BookIcon } from '@/components/ui/icons';
import { LessonSlides, splitSlides, tableOfContents } from '../lesson-slides';
import { useSectionFence, useSectionMarkdown } from '../api/queries';
import { useLessonSteps } from '../api/use-lesson-steps';
import { ExampleModal } from './example-modal';
import { CouldNotLoad, LoadingLines, MarkdownPanel } from './markdown-panel';
import { SectionVideo } from './section-video';
import './learning-modes.css';

export interface VideoStudyProps {
  section: SectionSummary;
  variant: 'learning' | 'tutor';
  renderPanes: (left: ReactNode, right: ReactNode) => ReactNode;
  /** The student reached the end of the lecture (last slide or video end). */
  onLessonEnd?: () => void;
}

export function VideoStudy({ section, variant, renderPanes, onLessonEnd }: VideoStudyProps) {
  const lesson = useSectionMarkdown(section.id, 'lesson.md');
  const summary = useSectionMarkdown(section.id, 'summary.md');
  const fence = useSectionFence(section.id);
  const [example, setExample] = useState<RunnableExample | null>(null);
  const [chosenSlide, setSlide] = useState<number | null>(null);
  const [videoFailed, setVideoFailed] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const notes = useRef<HTMLDivElement>(null);
  const showVideo = section.has_video && !videoFailed;
  const runExample = useCallback((e: RunnableExample) => setExample(e), []);
  const [traced, setTraced] = useState<TraceTarget | null>(null);
  const steps = useLessonSteps(section.id);

  const lessonText = lesson.isSuccess ? lesson.data : '';
  const toc = useMemo(() => tableOfContents(lessonText), [lessonText]);
  const outline = useMemo(() => splitSlides(lessonText), [lessonText]);
  const slideTitles = useMemo(() => outline.slides.map((s) => s.title), [outline]);

  // A returning student starts at the first step not yet finished or skipped (until they move). The
  // place is fixed once, when the saved states and the lesson are both there: passing the step they
  // came back to must not carry them off to the next one before they see the verdict.
  const states = steps.states;
  const [resume, setResume] = useState<{ section: string; at: number } | null>(null);
  if (states && outline.slides.length > 0 && resume?.section !== section.id) {
    setResume({ section: section.id, at: Math.max(0, outline.slides.findIndex((s) => !states.has(s.key))) });
  }
  const slide = chosenSlide ?? (resume?.section === section.id ? resume.at : 0);

  const jumpTo = (title: string, level: number) => {
    if (!showVideo) {
      setSlide(level === 1 ? 0 : Math.max(0, slideTitles.indexOf(title)));
      return;
    }
    // With a video the lesson is shown as notes: open them and scroll to the heading.
    setNotesOpen(true);
    requestAnimationFrame(() => {
      const heading = [...(notes.current?.querySelectorAll('h1, h2, h3, h4') ?? [])].find((h) => h.textContent?.replace(/`/g, '').trim() === title);
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  let lecture: ReactNode;
  if (lesson.isPending && !showVideo) lecture = <LoadingLines lines={8} />;
  else if (showVideo) {
    lecture = (
      <div className="d-flex flex-column gap-3">
        <SectionVideo sectionId={section.id} title={section.title} onError={() => setVideoFailed(true)} onEnded={onLessonEnd} />
        <div>
          <Button variant="outline-secondary" size="sm" onClick={() => setNotesOpen((o) => !o)} aria-expanded={notesOpen} aria-controls={`notes-${section.id}`} className="d-inline-flex align-items-center gap-1">
            <BookIcon size={16} /> {notesOpen ? '강의 노트 접기' : '강의 노트 보기'}
          </Button>
          <Collapse in={notesOpen}>
            <div id={`notes-${section.id}`}>
              <div ref={notes} className="pt-3">
                <MarkdownPanel query={lesson} what="강의 노트" onRunExample={runExample} headingOffset={1} />
              </div>
            </div>
          </Collapse>
        </div>
      </div>
    );
  } else if (lesson.isError || !lessonText.trim()) lecture = <CouldNotLoad what="강의 자료" />;
  else
    lecture = (
      <LessonSlides
        markdown={lessonText}
        index={slide}
        onIndexChange={setSlide}
        onRunExample={runExample}
        onReachEnd={onLessonEnd}
        stepStates={steps.states}
        onStepStatus={steps.setStatus}
        onPredictAnswer={steps.recordPredict}
        onTrace={setTraced}
      />
    );

  const tocCard =
    variant === 'tutor' ? (
      <nav className="dodam-toc mt-3" aria-label="강의 목차">
        <h3 className="h6 mb-2">목차</h3>
        {lesson.isPending ? (
          <LoadingLines lines={4} />
        ) : lesson.isError ? (
          <CouldNotLoad what="목차" />
        ) : (
          <ol className="list-unstyled mb-0">
            {toc.map((entry, i) => {
              const active = !showVideo && entry.level === 2 && slideTitles[slide] === entry.title;
              return (
                <li key={i} className={`dodam-toc-item level-${entry.level}`}>
                  <button type="button" className={`btn btn-link p-0 text-start${active ? ' fw-bold' : ''}`} aria-current={active ? 'true' : undefined} onClick={() => jumpTo(entry.title, entry.level)}>
                    {entry.title}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </nav>
    ) : null;

  const left = (
    <div>
      <h2 className="dodam-pane-title">
        {showVideo ? '강의 영상' : '슬라이드 강의'}
        {!showVideo && section.has_video ? <span className="badge text-bg-warning ms-2">영상을 재생할 수 없어 슬라이드로 보여 드려요</span> : null}
      </h2>
      {lecture}
      {tocCard}
    </div>
  );

  const right = (
    <div>
      <h2 className="dodam-pane-title">{variant === 'tutor' ? '학습 요약' : '핵심 요약'}</h2>
      <div className="dodam-summary">
        <MarkdownPanel query={summary} what="요약" onRunExample={runExample} headingOffset={1} />
      </div>
    </div>
  );

  return (
    <>
      {renderPanes(left, right)}
      <ExampleModal example={example} onHide={() => setExample(null)} fence={fence} />
      <TraceModal target={traced} onHide={() => setTraced(null)} />
    </>
  );
}

