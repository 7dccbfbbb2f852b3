// Calls of the study screens (section files, completion, learning records, evaluation), all
// zod-checked, plus the react-query keys they are cached under.
import {
  evaluationStateSchema,
  evaluationSubmitResponseSchema,
  learningEventsResponseSchema,
  lessonStepsResponseSchema,
  practiceResponseSchema,
  sectionConceptsResponseSchema,
  problemsResponseSchema,
  sectionProgressSchema,
  startSectionResponseSchema,
  type LearningEvent,
  type LearningType,
} from '@dodam/contracts';
import { API_BASE, apiRequest, buildUrl } from '@/lib/api/client';
import { getUserToken } from '@/lib/session/token-storage';

export const studyKeys = {
  markdown: (sectionId: string, file: SectionMarkdownFile) => ['section', sectionId, file] as const,
  practice: (sectionId: string) => ['section', sectionId, 'practice'] as const,
  problems: (sectionId: string) => ['section', sectionId, 'problems'] as const,
  concepts: (sectionId: string) => ['section', sectionId, 'concepts'] as const,
  evaluation: (sectionId: string) => ['evaluation-state', sectionId] as const,
  lessonSteps: (sectionId: string) => ['lesson-steps', sectionId] as const,
};

/** The student's finished and skipped steps in a section's lesson (saved on the server). */
export const fetchLessonSteps = (sectionId: string, signal?: AbortSignal) =>
  apiRequest('/learning/lesson-steps', { query: { section: sectionId }, schema: lessonStepsResponseSchema, signal });

export const fetchPractice = (sectionId: string, signal?: AbortSignal) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/practice.json`, { schema: practiceResponseSchema, signal });
export const fetchProblems = (sectionId: string, signal?: AbortSignal) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/problems.json`, { schema: problemsResponseSchema, signal });

/** The section's concept fence as data (what error cards may suggest there). */
export const fetchSectionConcepts = (sectionId: string, signal?: AbortSignal) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/concepts.json`, { schema: sectionConceptsResponseSchema, signal });

export const startSection = (sectionId: string, learningType?: LearningType) =>
  apiRequest('/start-section', { method: 'POST', json: { section: sectionId, learning_type: learningType }, schema: startSectionResponseSchema });

export const setCompletion = (sectionId: string, learningType: LearningType, completed: boolean) =>
  apiRequest('/learning/completion', {
    method: 'PUT',
    json: { section_id: sectionId, learning_type: learningType, completed },
    schema: sectionProgressSchema,
  });

export const fetchEvaluationState = (sectionId: string, signal?: AbortSignal) =>
  apiRequest('/evaluation/state', { query: { section: sectionId }, schema: evaluationStateSchema, signal });
export const submitEvaluation = (sectionId: string, problemId: string, code: string) =>
  apiRequest('/evaluation/submit', {
    method: 'POST',
    json: { section_id: sectionId, problem_id: problemId, code },
    schema: evaluationSubmitResponseSchema,
    // Grading runs every hidden test in the sandbox; give it more than an ordinary call.
    timeoutMs: 60_000,
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
  if (!options.keepalive) {
    await apiRequest('/learning/events', { method: 'POST', json: { events }, schema: learningEventsResponseSchema, redirectOn401: false });
    return;
  }
  const token = getUserToken();
  if (!token) return;
  await fetch(buildUrl('/learning/events'), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ events }),
  });
}

export type SectionMarkdownFile = 'lesson.md' | 'summary.md';

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
