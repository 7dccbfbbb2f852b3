// What the tutor knows about one message: course and section, the exercise or problem (server-side
// copy, hidden parts included for the guard only), the student's code and last run, the recent
// history and the mode. Built the same way for the offline tutor and for a model.
import { CODE_RUN_LABELS, OPEN_FENCE, RECENT_HISTORY, isCalendarDateTime, type ConceptFence, type ChatMessage, type ChatMessageIn, type ContextType, type LastRun, type TutorMode } from '@dodam/contracts';
import type { ContentCourseData, ContentSection, ContentStore } from '../content/store.js';
import type { ContentProblem, PracticeFile } from '@dodam/contracts';
import { codeBlocks } from './code-blocks.js';
import type { RecentMistakes } from './learner.js';
import type { CourseIndex, Retrieval } from './retrieval.js';
import { EMPTY_STATE, type ConversationState } from './state.js';
import type { RepairFinding } from './offline/repair.js';
import type { ExecTrace } from './offline/trace.js';

export type PracticeExercise = PracticeFile['exercises'][number];

export interface TutorUser {
  id: number;
  username: string;
  email: string;
  fullName?: string | undefined;
  /** The school's 학번 (issue 22); scrubbed like the name before anything reaches a model. */
  studentCode?: string | undefined;
}

export interface TutorContext {
  user: TutorUser;
  course?: ContentCourseData | undefined;
  section?: ContentSection | undefined;
  /** Sections of the course up to and including the current one. */
  learnedSections: ContentSection[];
  mode: TutorMode;
  /** Server copy of the problem: hidden tests and reference solution are for the guard only. */
  problem?: ContentProblem | undefined;
  exercise?: PracticeExercise | undefined;
  code: string;
  lastRun?: LastRun | undefined;
  /** The learner's recent mistakes (model path only: read from the database before the provider). */
  mistakes?: RecentMistakes | undefined;
  /** The request's history, normalised (timestamps and types filled in). */
  history: ChatMessage[];
  /** The last RECENT_HISTORY entries of it. */
  recent: ChatMessage[];
  userInput: string;
  contextType: ContextType;
  index?: CourseIndex | undefined;
  /** What suggestions may use here: the concepts taught up to this section (and prerequisites). */
  fence: ConceptFence;
  /** The server's state of this conversation (TutorService loads it; empty until then). */
  state: ConversationState;
  /** The fix (of the lessons' repairs) that makes the student's code print what they said it should (TutorService tries them in the sandbox). */
  repair?: RepairFinding | undefined;
  /** The trace of the student's own run when no repair explains it (TutorService takes it in the sandbox, offline/trace.ts). */
  trace?: ExecTrace | undefined;
}

export class ContextLookupError extends Error {
  constructor(readonly what: 'problem' | 'exercise') {
    super(what);
  }
}

export function normaliseHistory(history: readonly ChatMessageIn[], now = new Date()): ChatMessage[] {
  return history.map((m) => ({
    role: m.role ?? 'user',
    content: m.content,
    // A client's time is kept only when it names a real day and time (2027-02-30 would roll over to 2 March).
    timestamp: m.timestamp && isCalendarDateTime(m.timestamp) ? new Date(m.timestamp).toISOString() : now.toISOString(),
    type: m.type ?? 'chat',
  }));
}

/** A section by id, key ('variables') or title ('변수'): the original client sends titles. */
export function findSection(content: ContentStore, ref: string): ContentSection | undefined {
  const key = ref.trim();
  if (!key) return undefined;
  const byId = content.section(key);
  if (byId) return byId;
  for (const course of content.courses) {
    const found = course.sections.find((s) => s.key === key || s.title === key);
    if (found) return found;
  }
  return undefined;
}

function findProblem(content: ContentStore, id: string, section?: ContentSection): { problem: ContentProblem; section: ContentSection } | undefined {
  const sections = section ? [section] : content.courses.flatMap((c) => c.sections);
  for (const s of sections) {
    const problem = s.problems.find((p) => p.id === id);
    if (problem) return { problem, section: s };
  }
  return undefined;
}

function findExercise(content: ContentStore, id: string, section?: ContentSection): { exercise: PracticeExercise; section: ContentSection } | undefined {
  const sections = section ? [section] : content.courses.flatMap((c) => c.sections);
  for (const s of sections) {
    const exercise = s.practice.find((e) => e.id === id);
    if (exercise) return { exercise, section: s };
  }
  return undefined;
}

function fencedBody(text: string): string | undefined {
  return codeBlocks(text)[0]?.body;
}

/** The latest code run recorded in the unified history (code_execution + code_result entries). */
export function latestRunFromHistory(history: readonly ChatMessage[]): { code: string; run?: LastRun } | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.type !== 'code_execution') continue;
    const code = fencedBody(entry.content) ?? entry.content.replace(/^[^\n]*\n/, '');
    const result = history.slice(i + 1).find((m) => m.type === 'code_result');
    if (!result) return { code };
    const body = fencedBody(result.content) ?? '';
    const failed = result.content.startsWith(CODE_RUN_LABELS.error);
    const output = body === '(출력 없음)' ? '' : body;
    return { code, run: { inputs: [], output: failed ? '' : output, error: failed ? output : null, success: !failed } };
  }
  return undefined;
}

/** 'N번 문제' / 'N번 실습' / 'N번 답' in a message → that entry of the section's open list. */
export function referencedTask(section: ContentSection, message: string, evaluation: boolean): { problem?: ContentProblem; exercise?: PracticeExercise } | undefined {
  const m = /(\d{1,2})\s*번\s*(?:째\s*)?(문제|문항|실습|답|정답|힌트|풀이)|(?:problem|exercise|question|q)\s*#?\s*(\d{1,2})\b/i.exec(message);
  if (!m) return undefined;
  const n = Number(m[1] ?? m[3]) - 1;
  const wantsPractice = m[2] === '실습' || /exercise/i.test(m[0]);
  if (!wantsPractice && evaluation) {
    const p = section.problems[n];
    return p ? { problem: p } : undefined;
  }
  const e = section.practice[n];
  return e ? { exercise: e } : undefined;
}

export interface ContextRequest {
  userInput: string;
  history: readonly ChatMessageIn[];
  selectedSection: string;
  contextType?: ContextType | undefined;
  mode?: TutorMode | undefined;
  problemId?: string | undefined;
  exerciseId?: string | undefined;
  code?: string | undefined;
  lastRun?: LastRun | undefined;
}

export function buildContext(content: ContentStore, retrieval: Retrieval, user: TutorUser, req: ContextRequest): TutorContext {
  let section = findSection(content, req.selectedSection);
  let problem: ContentProblem | undefined;
  let exercise: PracticeExercise | undefined;
  if (req.problemId) {
    const found = findProblem(content, req.problemId, section) ?? (section ? undefined : findProblem(content, req.problemId));
    if (!found) throw new ContextLookupError('problem');
    problem = found.problem;
    section = found.section;
  } else if (req.exerciseId) {
    const found = findExercise(content, req.exerciseId, section);
    if (!found) throw new ContextLookupError('exercise');
    exercise = found.exercise;
    section = found.section;
  }
  // '2번 문제 답 알려줘': the second entry of the list the student has open (problems while being
  // assessed, else the practice exercises).
  const numbered = section ? referencedTask(section, req.userInput, req.mode === 'evaluation' || problem !== undefined) : undefined;
  if (numbered?.problem) {
    problem = numbered.problem;
    exercise = undefined;
  } else if (numbered?.exercise && !problem) exercise = numbered.exercise;
  const course = section ? content.course(section.courseId) : undefined;
  const history = normaliseHistory(req.history);
  let code = req.code ?? '';
  let lastRun = req.lastRun;
  if (!code || !lastRun) {
    const fromHistory = latestRunFromHistory(history);
    if (fromHistory) {
      if (!code) code = fromHistory.code;
      if (!lastRun && fromHistory.run && (!req.code || req.code === fromHistory.code)) lastRun = fromHistory.run;
    }
  }
  // A problem id means the student is being assessed: hints only, whatever mode the client claims.
  const mode: TutorMode = problem || req.mode === 'evaluation' ? 'evaluation' : 'practice';
  return {
    user,
    course,
    section,
    learnedSections: course && section ? course.sections.filter((s) => s.order <= section.order) : [],
    mode,
    problem,
    exercise,
    code,
    lastRun,
    history,
    recent: history.slice(-RECENT_HISTORY),
    userInput: req.userInput,
    contextType: req.contextType ?? 'chat',
    index: course ? retrieval.forCourse(course.id) : undefined,
    // ADR 012: the content's own declarations (section concepts, course prerequisites).
    fence: course && section ? content.fenceFor(course.id, section.id) : OPEN_FENCE,
    state: EMPTY_STATE,
  };
}

/** Problems whose reference solutions the guard protects: the whole course (the section's first). */
export function protectedProblems(ctx: TutorContext): ContentProblem[] {
  if (!ctx.course) return ctx.problem ? [ctx.problem] : [];
  const own = ctx.section?.problems ?? [];
  const rest = ctx.course.sections.filter((s) => s !== ctx.section).flatMap((s) => s.problems);
  return [...own, ...rest];
}
