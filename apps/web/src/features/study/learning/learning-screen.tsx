// The learning screen of one section and type: curriculum sidebar (drawer on phones), header, the
// mode's two resizable panes, and the bottom bar with the complete toggle.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { LEARNING_TYPE_LABELS, withJosa, type ContentCourse, type LearningType, type SectionSummary } from '@dodam/contracts';
import { SplitPane } from '@/components/split-pane';
import { PageTitle } from '@/components/ui/page-title';
import { showToast } from '@/components/ui/toasts';
import { errorMessage } from '@/lib/api/client';
import { learningPath, nextStep, type LearningStep } from '@/lib/learning/navigation';
import { sectionProgressOf } from '@/lib/learning/progress';
import { useMediaQuery } from '@/lib/use-media-query';
import { preloadPython } from '@/python';
import { useCompletionToggle, useStartSection } from '../api/queries';
import { useHeartbeat } from '../api/use-heartbeat';
import { EvaluationStudy, PracticeStudy, VideoStudy } from '../modes';
import { BottomBar } from './bottom-bar';
import { LearningHeader } from './learning-header';
import { LearningSidebar } from './learning-sidebar';

const SIDEBAR_KEY = 'dodam-learning-sidebar';
const PRELOAD_PYTHON_AFTER_MS = 3000;

function readSidebarOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) !== 'closed';
  } catch {
    return true;
  }
}

export function LearningScreen({ course, section, type }: { course: ContentCourse; section: SectionSummary; type: LearningType }) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 991.98px)');
  const [sidebarOpen, setSidebarOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [lessonEnded, setLessonEnded] = useState(false);
  const step: LearningStep = { sectionId: section.id, type };
  const progress = sectionProgressOf(course, section.id);
  const completed = progress.completed_types.includes(type);
  const toggle = useCompletionToggle(course.id);
  const sectionIndex = course.sections.findIndex((s) => s.id === section.id);

  useStartSection(section.id, type);
  useHeartbeat(section.id, type);

  // A new section or type starts without the 'you reached the end' nudge.
  const stepKey = `${section.id}:${type}`;
  const [nudgeKey, setNudgeKey] = useState(stepKey);
  if (nudgeKey !== stepKey) {
    setNudgeKey(stepKey);
    setLessonEnded(false);
  }

  // Practice follows the lesson in the chain: boot Python while the student reads, so the editor
  // is ready when they get there (a cold boot takes several seconds). Not on data-saver connections.
  useEffect(() => {
    if (type !== 'video') return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const timer = window.setTimeout(() => preloadPython(), PRELOAD_PYTHON_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [type]);

  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_KEY, sidebarOpen ? 'open' : 'closed');
    } catch {
      // Not remembered.
    }
  }, [sidebarOpen]);

  const onToggleComplete = () => {
    toggle.mutate(
      { sectionId: section.id, type, completed: !completed },
      {
        onSuccess: (p) => {
          if (!completed) showToast(p.completed ? `'${section.title}' 섹션을 모두 완료했어요!` : `${withJosa(LEARNING_TYPE_LABELS[type], '을/를')} 완료로 표시했어요.`, 'success');
        },
        onError: (error) => showToast(errorMessage(error, '완료 상태를 저장하지 못했습니다.'), 'danger'),
      },
    );
  };

  // Reading the lesson to its end marks 기본 학습 done (ADR 021), once per visit of the step: a
  // student who clears it by hand afterwards is not overruled.
  const markedByReading = useRef<string | null>(null);
  const { mutate: mutateCompletion } = toggle;
  const onLessonEnd = useCallback(() => {
    setLessonEnded(true);
    if (type !== 'video' || completed || markedByReading.current === stepKey) return;
    markedByReading.current = stepKey;
    mutateCompletion({ sectionId: section.id, type, completed: true });
  }, [type, completed, stepKey, section.id, mutateCompletion]);
  const ids = course.sections.map((s) => s.id);
  // After the evaluation the chain continues with the next section's lesson.
  const nextSectionStep = nextStep(ids, { sectionId: section.id, type: 'evaluation' });

  const renderPanes = (left: ReactNode, right: ReactNode) => {
    const labels: Record<LearningType, [string, string]> = {
      video: ['강의', '핵심 요약'],
      practice: ['실습 문제와 코드 편집기', '실행 결과와 AI 튜터'],
      evaluation: ['평가 문제와 답안 편집기', '평가 결과'],
    };
    return <SplitPane left={left} right={right} leftLabel={labels[type][0]} rightLabel={labels[type][1]} storageKey="dodam-learning-split" />;
  };

  const studyLinks = { video: learningPath(course.id, { sectionId: section.id, type: 'video' }), practice: learningPath(course.id, { sectionId: section.id, type: 'practice' }) };
  const key = `${section.id}:${type}`;
  let content: ReactNode;
  if (type === 'video') content = <VideoStudy key={key} section={section} variant="learning" renderPanes={renderPanes} onLessonEnd={onLessonEnd} />;
  else if (type === 'practice') content = <PracticeStudy key={key} sectionId={section.id} variant="learning" renderPanes={renderPanes} />;
  else {
    content = (
      <EvaluationStudy
        key={key}
        sectionId={section.id}
        sectionTitle={section.title}
        variant="learning"
        renderPanes={renderPanes}
        studyLinks={studyLinks}
        nextAction={nextSectionStep ? { label: '다음 섹션으로', onClick: () => navigate(learningPath(course.id, nextSectionStep)) } : undefined}
      />
    );
  }

  const sidebar = <LearningSidebar course={course} sectionId={section.id} type={type} onNavigate={() => setDrawerOpen(false)} />;
  const showInline = !phone && sidebarOpen;

  return (
    <div className="dodam-learning" data-learning-type={type}>
      <PageTitle title={`${section.title} · ${LEARNING_TYPE_LABELS[type]}`} />
      <a href="#learning-main" className="visually-hidden-focusable skip-link">
        본문으로 건너뛰기
      </a>
      <LearningHeader
        course={course}
        section={section}
        sectionIndex={sectionIndex}
        type={type}
        menuExpanded={phone ? drawerOpen : sidebarOpen}
        menuOpens={phone || !sidebarOpen}
        onMenu={() => (phone ? setDrawerOpen(true) : setSidebarOpen((o) => !o))}
      />
      <div className="dodam-learning-body">
        {showInline ? (
          <aside id="learning-sidebar" className="dodam-sidebar" aria-label="커리큘럼">
            {sidebar}
          </aside>
        ) : null}
        <main id="learning-main" className="dodam-learning-main" tabIndex={-1}>
          {content}
        </main>
      </div>
      <BottomBar course={course} step={step} completed={completed} toggling={toggle.isPending} onToggle={onToggleComplete} nudge={type === 'video' && lessonEnded} />
      {phone ? (
        <Offcanvas show={drawerOpen} onHide={() => setDrawerOpen(false)} id="learning-sidebar" aria-labelledby="learning-drawer-title" style={{ width: 'min(350px, 90vw)' }}>
          <Offcanvas.Header closeButton closeLabel="닫기">
            <Offcanvas.Title id="learning-drawer-title" as="h2" className="h6">
              커리큘럼
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{sidebar}</Offcanvas.Body>
        </Offcanvas>
      ) : null}
    </div>
  );
}
