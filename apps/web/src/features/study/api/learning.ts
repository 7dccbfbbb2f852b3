// Calls of the study screens (section files, completion, learning records, evaluation), all
// zod-checked, plus the react-query keys they are cached under.
import {
  evaluationStateSchema,
  evaluationSubmitResponseSchema,
  evaluationSyntaxCheckResponseSchema,
  learningEventsResponseSchema,
  lessonStepsResponseSchema,
  sectionConceptsResponseSchema,
  problemsResponseSchema,
  sectionProgressSchema,
  startSectionResponseSchema,
  type LearningEvent,
  type LearningType,
} from '@dodam/contracts';
import { API_BASE, apiRequest, buildUrl } from '@/lib/api/client';
import { enqueueAction, registerActionKind } from '@/lib/action-queue';
import { queryClient } from '@/lib/query-client';
import { getUserToken } from '@/lib/session/token-storage';
import { writeCachedEvaluation } from './evaluation-cache';
import { studyKeys, type SectionMarkdownFile } from '@/lib/api/study-reads';

// The keys and the practice read live in a module of their own: the page's start prefetches the
// practice screen's data (lib/learning/prefetch.ts) without this module's side effects in the main bundle.
export { fetchPractice, studyKeys, type SectionMarkdownFile } from '@/lib/api/study-reads';

/** The student's finished and skipped steps in a section's lesson (saved on the server). */
export const fetchLessonSteps = (sectionId: string, signal?: AbortSignal) =>
  apiRequest('/learning/lesson-steps', { query: { section: sectionId }, schema: lessonStepsResponseSchema, signal });

export const fetchProblems = (sectionId: string, signal?: AbortSignal) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/problems.json`, { schema: problemsResponseSchema, signal });

/** The section's concept fence as data (what error cards may suggest there). */
export const fetchSectionConcepts = (sectionId: string, signal?: AbortSignal) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/concepts.json`, { schema: sectionConceptsResponseSchema, signal });

export const startSection = (sectionId: string, learningType?: LearningType) =>
  apiRequest('/start-section', { method: 'POST', json: { section: sectionId, learning_type: learningType }, schema: startSectionResponseSchema });

// State-changing calls go through the one action queue (lib/action-queue): an idempotency key per
// action, retried until the server answers, kept across reloads.

/** Mark or clear a learning type as done; a later toggle of the same type replaces an unsent one. */
export async function setCompletion(sectionId: string, learningType: LearningType, completed: boolean) {
  const { done } = enqueueAction({
    kind: 'completion',
    coalesceKey: `completion:${sectionId}:${learningType}`,
    request: { method: 'PUT', path: '/learning/completion', json: { section_id: sectionId, learning_type: learningType, completed } },
  });
  return sectionProgressSchema.parse(await done);
}

export const fetchEvaluationState = (sectionId: string, signal?: AbortSignal) =>
  apiRequest('/evaluation/state', { query: { section: sectionId }, schema: evaluationStateSchema, signal });
/** The grader's Python compiles the code (never runs it): its SyntaxError, or null (issue 23). */
export const checkEvaluationSyntax = (sectionId: string, problemId: string, code: string, signal?: AbortSignal) =>
  apiRequest('/evaluation/syntax-check', { method: 'POST', json: { section_id: sectionId, problem_id: problemId, code }, schema: evaluationSyntaxCheckResponseSchema, signal });
/** A submission is graded once however often it is retried (its idempotency key). */
export async function submitEvaluation(sectionId: string, problemId: string, code: string) {
  const { done } = enqueueAction({
    kind: 'evaluation-submit',
    // Grading runs every hidden test in the sandbox; give it more than an ordinary call.
    request: { method: 'POST', path: '/evaluation/submit', json: { section_id: sectionId, problem_id: problemId, code }, timeoutMs: 60_000 },
  });
  return evaluationSubmitResponseSchema.parse(await done);
}

// A submission sent after a reload (nobody awaits it any more) still updates the cached state.
registerActionKind('evaluation-submit', {
  onDone(action, data) {
    const parsed = evaluationSubmitResponseSchema.safeParse(data);
    if (!parsed.success) return;
    const state = parsed.data.state;
    writeCachedEvaluation(action.owner, state);
    queryClient.setQueryData(studyKeys.evaluation(state.section_id), state);
  },
});
export const moveEvaluationPointer = (sectionId: string, currentProblem: number) =>
  apiRequest('/evaluation/state', { method: 'PUT', json: { section_id: sectionId, current_problem: currentProblem }, schema: evaluationStateSchema });
export const resetEvaluation = (sectionId: string) =>
  apiRequest('/evaluation/state', { method: 'DELETE', query: { section: sectionId }, schema: evaluationStateSchema });

/** The public video URL of a section (plain <video src>: no bearer header needed). */
export const sectionVideoUrl = (sectionId: string) => `${API_BASE}/sections/${encodeURIComponent(sectionId)}/video`;

/**
 * Learning records. `keepalive` is for page exit (pagehide): the browser finishes the request after
 * the page is gone, which the ordinary client (with its abort timer) cannot do.
 */
export async function postLearningEvents(events: LearningEvent[], options: { keepalive?: boolean } = {}): Promise<void> {
  if (events.length === 0) return;
  // Queued first (kept across the reload or the next visit), then, when the page is going away, sent
  // with keepalive under the same idempotency key: whichever arrives first counts, never both.
  const { id, done } = enqueueAction({ kind: 'learning-events', request: { method: 'POST', path: '/learning/events', json: { events } } });
  if (!options.keepalive) {
    learningEventsResponseSchema.parse(await done);
    return;
  }
  const token = getUserToken();
  if (!token) return;
  await fetch(buildUrl('/learning/events'), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': id },
    body: JSON.stringify({ events }),
  });
}

/** A lesson or summary file that failed or is not markdown: the screen shows '내용을 불러올 수 없습니다'. */
export class MarkdownLoadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MarkdownLoadError';
  }
}

/**
 * A proxy or an SPA fallback answers a missing file with index.html and status 200; rendering that
 * as a lesson would show a page of markup, so HTML is detected by type and by content.
 */
export function looksLikeHtml(contentType: string | null, body: string): boolean {
  if (contentType && /\btext\/html\b/i.test(contentType)) return true;
  return /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(body);
}

export async function fetchSectionMarkdown(sectionId: string, file: SectionMarkdownFile, signal?: AbortSignal): Promise<string> {
  const token = getUserToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/content/sections/${encodeURIComponent(sectionId)}/${file}`), {
      headers: { Accept: 'text/markdown, text/plain;q=0.9', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MarkdownLoadError('network');
  }
  if (!response.ok) throw new MarkdownLoadError(`HTTP ${response.status}`);
  const text = await response.text();
  if (looksLikeHtml(response.headers.get('content-type'), text)) throw new MarkdownLoadError('html');
  return text;
}
