// The slide lecture shown when a section has no video: one step per '## ' heading of lesson.md,
// ←/→ to move, a counter, and optional Korean narration of the slide's prose (not its code).
// A step with checks (예측해 보기, 해 보기) is passed when they are all met or when the student skips
// it; a step without checks is done once the student moves past it (the last one when reached).
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { LessonContext, Markdown, type LessonHandlers, type RunnableExample } from '@/components/markdown';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
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
  /** Called once when the last step is finished or skipped (the lesson was read to the end). */
  onReachEnd?: () => void;
  /** Saved step states by key (steps absent are open). */
  stepStates?: ReadonlyMap<string, 'done' | 'skipped'>;
  onStepStatus?: (step: string, status: 'done' | 'skipped') => void;
  onPredictAnswer?: (question: string, choice: number) => void;
  /** Opens '코드 따라가기' for an example marked `trace`. */
  onTrace?: (example: RunnableExample) => void;
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

export function LessonSlides({ markdown, index, onIndexChange, onRunExample, onReachEnd, stepStates, onStepStatus, onPredictAnswer, onTrace }: LessonSlidesProps) {
  const outline = useMemo(() => splitSlides(markdown), [markdown]);
  const count = outline.slides.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const slide = outline.slides[current]!;
  const narration = useNarration(useMemo(() => speechText(slide), [slide]));
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const reachedEnd = useRef(false);
  // Checks met in this visit; a step saved as done counts all its checks as met.
  const [metChecks, setMetChecks] = useState<ReadonlySet<string>>(() => new Set());
  const [localStates, setLocalStates] = useState<ReadonlyMap<string, 'done' | 'skipped'>>(() => new Map());
  const stateOf = useCallback((key: string) => (localStates.get(key) === 'done' ? 'done' : (stepStates?.get(key) ?? localStates.get(key))), [localStates, stepStates]);
  const status = stateOf(slide.key);
  const open = slide.checks.some((c) => !metChecks.has(c)) && status === undefined;

  const lastKey = outline.slides[count - 1]!.key;
  const mark = useCallback(
    (key: string, next: 'done' | 'skipped') => {
      const before = stateOf(key);
      if (before === 'done' || before === next) return;
      setLocalStates((m) => new Map(m).set(key, next));
      onStepStatus?.(key, next);
      // Passing the last step is reading the lesson to the end.
      if (key === lastKey && !reachedEnd.current) {
        reachedEnd.current = true;
        onReachEnd?.();
      }
    },
    [onStepStatus, stateOf, lastKey, onReachEnd],
  );

  const doneChecks = useMemo(() => {
    const all = new Set(metChecks);
    for (const s of outline.slides) if (stateOf(s.key) === 'done') for (const c of s.checks) all.add(c);
    return all;
  }, [metChecks, outline.slides, stateOf]);

  const handlers = useMemo<LessonHandlers>(
    () => ({
      doneChecks,
      onPredictAnswer,
      onTrace,
      onCheckDone: (id) => {
        const met = new Set(metChecks).add(id);
        setMetChecks(met);
        // All checks of the step met: the step is done.
        if (slide.checks.every((c) => met.has(c))) mark(slide.key, 'done');
      },
    }),
    [doneChecks, onPredictAnswer, onTrace, metChecks, slide, mark],
  );

  const go = (next: number) => {
    let target = Math.min(Math.max(next, 0), count - 1);
    // A jump forward stops at the first later step that still has open checks.
    for (let i = current + 1; i < target; i++) {
      const later = outline.slides[i]!;
      if (later.checks.length > 0 && stateOf(later.key) === undefined) {
        target = i;
        break;
      }
    }
    // Moving on past a step: a step without open checks is done by reading it.
    if (target > current && !open) mark(slide.key, 'done');
    if (target > current && open) return;
    // The last step, when it has nothing to check, is done by reaching it.
    if (target === count - 1 && outline.slides[target]!.checks.length === 0) mark(outline.slides[target]!.key, 'done');
    onIndexChange(target);
  };
  const skip = () => {
    mark(slide.key, 'skipped');
    if (current < count - 1) onIndexChange(current + 1);
  };
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
          <LessonContext.Provider value={handlers}>
            {/* Keyed by step so each step's questions and tasks start fresh. */}
            <Markdown key={slide.key} onRunExample={onRunExample} headingOffset={1}>
              {slide.body}
            </Markdown>
          </LessonContext.Provider>
        </div>
        {slide.checks.length > 0 ? (
          <p className="dodam-step-status small mb-0" data-testid="step-status">
            {status === 'done' ? (
              <>
                <CheckIcon className="me-1 text-success" />이 단계를 마쳤어요.
              </>
            ) : status === 'skipped' ? '↷ 건너뛴 단계예요. 언제든 다시 풀 수 있어요.' : `이 단계의 확인 ${slide.checks.filter((c) => metChecks.has(c)).length} / ${slide.checks.length}개를 마치면 다음 단계로 갈 수 있어요.`}
          </p>
        ) : null}
      </div>
      <div className="dodam-slides-controls">
        <Button variant="outline-secondary" size="sm" onClick={() => go(current - 1)} disabled={current === 0} className="d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 이전 단계
        </Button>
        <div className="dodam-slides-dots" aria-hidden="true">
          {outline.slides.map((s, i) => (
            <button
              key={i}
              type="button"
              tabIndex={-1}
              className={`dodam-slides-dot${i === current ? ' is-current' : ''}${stateOf(s.key) ? ` is-${stateOf(s.key)}` : ''}`}
              title={s.title}
              onClick={() => (i <= current || outline.slides.slice(0, i).every((p) => stateOf(p.key) !== undefined) ? onIndexChange(i) : undefined)}
            />
          ))}
        </div>
        {open && current < count - 1 ? (
          <Button variant="outline-secondary" size="sm" onClick={skip}>
            건너뛰기
          </Button>
        ) : null}
        {open && current === count - 1 ? (
          <Button variant="outline-secondary" size="sm" onClick={skip}>
            건너뛰고 마치기
          </Button>
        ) : null}
        <Button variant="primary" size="sm" onClick={() => go(current + 1)} disabled={current === count - 1 || open} className="d-inline-flex align-items-center gap-1">
          다음 단계 <ArrowRightIcon size={16} />
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
      <p className="dodam-slides-help">←/→ 키로 단계를 넘길 수 있어요. 확인 문제가 있는 단계는 풀거나 건너뛰면 다음으로 가요.</p>
    </div>
  );
}
