// The slide lecture shown when a section has no video: one slide per '## ' heading of lesson.md,
// ←/→ to move, a counter, and optional Korean narration of the slide's prose (not its code).
import { useEffect, useId, useMemo, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Markdown, type RunnableExample } from '@/components/markdown';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { speechText, splitSlides } from './slides';
import { useNarration } from './use-narration';
import './lesson-slides.css';
import { ProgressMeter } from '@/components/ui/progress-meter';

export interface LessonSlidesProps {
  markdown: string;
  /** Controlled slide index. */
  index: number;
  onIndexChange: (index: number) => void;
  onRunExample?: (example: RunnableExample) => void;
  /** Called once when the last slide is reached (e.g. to suggest marking the lesson complete). */
  onReachEnd?: () => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="separator"], [role="slider"], .cm-editor, .modal')) return true;
  return false;
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M11 5 6 9H2v6h4l5 4z" />
      {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /> : <path d="m22 9-6 6M16 9l6 6" />}
    </svg>
  );
}

export function LessonSlides({ markdown, index, onIndexChange, onRunExample, onReachEnd }: LessonSlidesProps) {
  const outline = useMemo(() => splitSlides(markdown), [markdown]);
  const count = outline.slides.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const slide = outline.slides[current]!;
  const narration = useNarration(useMemo(() => speechText(slide), [slide]));
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const reachedEnd = useRef(false);

  const go = (next: number) => onIndexChange(Math.min(Math.max(next, 0), count - 1));
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });

  // ←/→ anywhere on the page, unless the student is typing, moving the divider or in a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTypingTarget(event.target) || document.body.classList.contains('modal-open')) return;
      event.preventDefault();
      goRef.current(current + (event.key === 'ArrowRight' ? 1 : -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current]);

  // A new slide starts at its top.
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
  }, [current]);

  useEffect(() => {
    if (current === count - 1 && !reachedEnd.current) {
      reachedEnd.current = true;
      onReachEnd?.();
    }
  }, [current, count, onReachEnd]);

  const onRegionKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home') {
      event.preventDefault();
      go(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      go(count - 1);
    }
  };

  return (
    <div className="dodam-slides" role="region" aria-roledescription="슬라이드 강의" aria-labelledby={titleId} data-testid="lesson-slides" onKeyDown={onRegionKey}>
      <ProgressMeter decorative value={((current + 1) / count) * 100} className="dodam-slides-progress" />
      <div className="dodam-slide" aria-roledescription="슬라이드" aria-label={`${count}장 중 ${current + 1}번째`}>
        <div className="dodam-slide-kicker">
          {outline.title ? <span>{outline.title}</span> : null}
          <span className="ms-auto" data-testid="slide-counter">
            {current + 1} / {count}
          </span>
        </div>
        <h2 id={titleId} className="dodam-slide-title">
          {slide.title}
        </h2>
        <div ref={body} className="dodam-slide-body" aria-live="polite">
          <Markdown onRunExample={onRunExample} headingOffset={1}>
            {slide.body}
          </Markdown>
        </div>
      </div>
      <div className="dodam-slides-controls">
        <Button variant="outline-secondary" size="sm" onClick={() => go(current - 1)} disabled={current === 0} className="d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 이전 슬라이드
        </Button>
        <div className="dodam-slides-dots" aria-hidden="true">
          {outline.slides.map((s, i) => (
            <button key={i} type="button" tabIndex={-1} className={`dodam-slides-dot${i === current ? ' is-current' : ''}`} title={s.title} onClick={() => go(i)} />
          ))}
        </div>
        <Button variant="primary" size="sm" onClick={() => go(current + 1)} disabled={current === count - 1} className="d-inline-flex align-items-center gap-1">
          다음 슬라이드 <ArrowRightIcon size={16} />
        </Button>
        {narration.supported ? (
          <Button
            variant={narration.enabled ? 'info' : 'outline-info'}
            size="sm"
            aria-pressed={narration.enabled}
            onClick={() => narration.setEnabled(!narration.enabled)}
            className="d-inline-flex align-items-center gap-1 ms-sm-auto"
            title="슬라이드의 설명을 한국어 음성으로 읽어 줘요 (코드는 읽지 않아요)"
          >
            <SpeakerIcon on={narration.enabled} /> {narration.enabled ? (narration.speaking ? '읽는 중…' : '읽어 주기 켜짐') : '읽어 주기'}
          </Button>
        ) : null}
      </div>
      <p className="dodam-slides-help">←/→ 키로 슬라이드를 넘길 수 있어요.</p>
    </div>
  );
}
