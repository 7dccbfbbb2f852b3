// The evaluation's state machine: which problem is open (the pointer saved on the server), each
// problem's draft while the screen is open, submission with auto-advance after a correct answer,
// and '다시 풀기'. The browser runner is loaded with the open problem's code and example input.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { TIMINGS_MS } from '@dodam/contracts';
import { useQueueSnapshot } from '@/lib/action-queue';
import { errorMessage } from '@/lib/api/client';
import { useCodeDraft } from '@/lib/drafts';
import { useSession } from '@/lib/session/session-store';
import { useCodeRunner } from '@/python';
import { moveEvaluationPointer, resetEvaluation, submitEvaluation } from '../api/learning';
import { useEvaluationState, useInvalidateProgress, useProblems, useSectionFence, useStoreEvaluationState } from '../api/queries';
import { resultsById } from './evaluation-problem';

/**
 * The problems of this section whose answer waits in the action queue (submitted while the server
 * was unreachable): kept in the browser across reloads and graded when the server answers, so the
 * screen says so even after the submitting screen is gone.
 */
export function useQueuedSubmissions(sectionId: string): ReadonlySet<string> {
  const queued = useQueueSnapshot();
  const owner = useSession().user?.id;
  return useMemo(() => {
    const ids = new Set<string>();
    for (const action of queued) {
      if (action.kind !== 'evaluation-submit' || owner === undefined || action.owner !== String(owner)) continue;
      const body = action.request.json as { section_id?: unknown; problem_id?: unknown } | undefined;
      if (body?.section_id === sectionId && typeof body.problem_id === 'string') ids.add(body.problem_id);
    }
    return ids;
  }, [queued, owner, sectionId]);
}

export function useEvaluation(sectionId: string) {
  const problemsQuery = useProblems(sectionId);
  const stateQuery = useEvaluationState(sectionId);
  const storeState = useStoreEvaluationState();
  const invalidateProgress = useInvalidateProgress();
  const problems = problemsQuery.data?.problems ?? [];
  const state = stateQuery.data;
  const results = resultsById(state);
  const queuedAnswers = useQueuedSubmissions(sectionId);

  // '?problem=<id>' (the mistakes notebook's retry link) opens that problem first.
  const [params] = useSearchParams();
  const requested = problems.findIndex((p) => p.id === params.get('problem'));
  const [picked, setPicked] = useState<number | null>(null);
  const index = Math.min(Math.max(picked ?? (requested >= 0 ? requested : null) ?? state?.currentProblem ?? 0, 0), Math.max(0, problems.length - 1));
  const problem = problems[index];
  const [hintOpen, setHintOpen] = useState(false);
  const [showModal, setShowModal] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The '정답' of a problem the screen moved on from stays visible on the next one.
  const [advancedFrom, setAdvancedFrom] = useState<{ index: number; title: string } | null>(null);
  // The problem whose fresh verdict is still to be brought into view (a phone shows it below the
  // editor, under the fold); cleared once the card did, so coming back to it does not scroll again.
  const [revealFor, setRevealFor] = useState<string | null>(null);
  const fence = useSectionFence(sectionId);
  const runner = useCodeRunner({ keepLoadedInputs: true, fence });
  const { load, clearResults } = runner;

  // Each problem's answer is a draft (lib/drafts), restored on reload, re-login and another device
  // (issue 21 replaces the original's "entering the evaluation clears the code").
  const draftItem = useMemo(() => (problem ? { kind: 'problem' as const, section_id: sectionId, item_id: problem.id } : null), [problem, sectionId]);
  const draft = useCodeDraft({
    item: draftItem,
    starterCode: problem?.starter_code ?? '',
    code: runner.code,
    apply: (code) => load(code, problem?.example_inputs),
  });

  const advanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const goTo = (next: number) => {
    window.clearTimeout(advanceTimer.current);
    setPicked(next);
    setHintOpen(false);
    setSubmitError(null);
    // The pointer is saved so re-entry opens the same problem; losing it is harmless.
    moveEvaluationPointer(sectionId, next)
      .then(storeState)
      .catch(() => console.warn('evaluation pointer not saved'));
  };

  const submit = useMutation({
    mutationFn: ({ problemId, code }: { problemId: string; code: string }) => submitEvaluation(sectionId, problemId, code),
    onMutate: () => {
      setSubmitError(null);
      setAdvancedFrom(null);
    },
    onSuccess: ({ result, state: next }, { problemId }) => {
      storeState(next);
      setRevealFor(problemId);
      const at = problems.findIndex((p) => p.id === problemId);
      if (next.evaluationComplete) {
        setShowModal(true);
        // The best score feeds the progress views.
        void invalidateProgress();
      } else if (result.correct && at >= 0 && at < problems.length - 1) {
        const solved = { index: at, title: problems[at]?.title ?? '' };
        advanceTimer.current = window.setTimeout(() => {
          setAdvancedFrom(solved);
          goTo(at + 1);
        }, TIMINGS_MS.autoAdvance);
      }
    },
    onError: (error) => setSubmitError(errorMessage(error, '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.')),
  });

  const retry = useMutation({
    mutationFn: () => resetEvaluation(sectionId),
    onSuccess: (next) => {
      window.clearTimeout(advanceTimer.current);
      storeState(next);
      // The answers typed so far stay (drafts); '시작 코드로 되돌리기' starts a problem afresh.
      setPicked(0);
      setShowModal(false);
      setHintOpen(false);
      setSubmitError(null);
      clearResults();
    },
    onError: (error) => setSubmitError(errorMessage(error)),
  });

  return {
    problemsQuery,
    problems,
    state,
    results,
    index,
    problem,
    runner,
    draft,
    goTo,
    submit,
    /** Problems whose answer waits to be sent (offline), also after a reload. */
    queuedAnswers,
    retry,
    hintOpen,
    toggleHint: () => setHintOpen((open) => !open),
    showModal,
    setShowModal,
    submitError,
    dismissError: () => setSubmitError(null),
    /** Set right after an auto-advance from a correct answer (shown on the next problem). */
    advancedFrom: advancedFrom && advancedFrom.index === index - 1 ? advancedFrom : null,
    dismissAdvanced: () => setAdvancedFrom(null),
    /** The open problem's verdict was just graded: its card scrolls itself into view once. */
    revealResult: problem !== undefined && revealFor === problem.id,
    resultRevealed: () => setRevealFor(null),
  };
}

export type Evaluation = ReturnType<typeof useEvaluation>;
