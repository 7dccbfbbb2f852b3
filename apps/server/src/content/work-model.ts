// How much work a section asks of a learner, in minutes, modelled from the content itself (text to
// read, code to read and write, checks, exercises, problems) — never from the sections'
// `estimated_minutes`, which are measured from study-time records (ADR 027). Two users:
// - the demo history (demo/history.ts) draws each demo student's study time from this model, with the
//   student's pace, tries and noise, so the demo's "measured" times do not echo the old estimates;
// - the estimator (estimate-minutes.ts) uses it as the prior for sections with few or no learners.
// The constants are assumptions about a 12–15-year-old studying (not reading for pleasure); they are
// stated here and in ADR 027 so that real records can replace them.
import { markdownFences, parsePredict, parseTask, scanMarkdownLines, splitLessonSteps } from '@dodam/contracts';

/** Korean study reading: characters of prose per minute (silent reading is ~500–600; studying is slower). */
export const READ_CHARS_PER_MINUTE = 400;
/** Reading (and running) one line of an example. */
export const CODE_LINE_READ_MINUTES = 0.12;
/** Writing and checking one line of one's own code (think, type, fix typos): a novice's line a minute. */
export const CODE_LINE_WRITE_MINUTES = 1;
/** Changing a given program in a lesson task, per line of its answer (most lines stay as they are). */
export const TASK_LINE_MINUTES = 0.25;
/** One 예측해 보기 question: read the code, pick, read the feedback. */
export const PREDICT_MINUTES = 0.8;
/** Fixed cost of a checked task, exercise or problem (read what is asked, run, look at the result). */
export const TASK_BASE_MINUTES = 1;
/** One more try after a wrong run or submission (read the message, change, run again). */
export const RETRY_MINUTES = 1.2;
/** Reading one rung of a hint. */
export const HINT_MINUTES = 0.4;

export interface LessonWork {
  /** Minutes per step of the lesson (splitLessonSteps order, keyed by step key). */
  steps: { key: string; title: string; minutes: number; predicts: number; tasks: number }[];
  minutes: number;
}

export interface SectionWork {
  lesson: LessonWork;
  practice: number;
  evaluation: number;
  total: number;
}

const codeLines = (code: string) => code.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#')).length;

/** Prose characters (outside code fences, markdown marks and spaces removed) of a markdown text. */
export function proseChars(markdown: string): number {
  return scanMarkdownLines(markdown)
    .filter((l) => !l.code)
    .map((l) => l.line.replace(/[#*`>|_\-\s]/g, ''))
    .join('').length;
}

/** Expected minutes of one lesson step for a learner at pace 1 with one try per check. */
export function stepMinutes(body: string): number {
  let minutes = proseChars(body) / READ_CHARS_PER_MINUTE;
  for (const fence of markdownFences(body)) {
    if (fence.info.predict) {
      const parsed = parsePredict(fence.body);
      minutes += PREDICT_MINUTES + ('error' in parsed ? 0 : codeLines(parsed.code) * CODE_LINE_READ_MINUTES);
    } else if (fence.info.task) {
      const task = parseTask(fence.body, fence.info.inputs);
      minutes += TASK_BASE_MINUTES + ('error' in task ? 0 : codeLines(task.answer) * TASK_LINE_MINUTES);
    } else if (fence.info.language === 'python') {
      minutes += codeLines(fence.body) * CODE_LINE_READ_MINUTES;
    } else {
      minutes += fence.body.split('\n').length * CODE_LINE_READ_MINUTES * 0.5;
    }
  }
  return minutes;
}

export function lessonWork(lesson: string): LessonWork {
  const steps = splitLessonSteps(lesson).steps.map((s) => {
    const fences = markdownFences(s.body);
    return { key: s.key, title: s.title, minutes: stepMinutes(s.body), predicts: fences.filter((f) => f.info.predict).length, tasks: fences.filter((f) => f.info.task).length };
  });
  return { steps, minutes: steps.reduce((a, s) => a + s.minutes, 0) };
}

export interface WorkSection {
  lesson: string;
  practice: { prompt: string; starter_code: string }[];
  problems: { question: string; reference_solution: string }[];
}

/** One practice exercise: read the prompt, write about as many lines as the starter shows, run it. */
export function exerciseMinutes(e: { prompt: string; starter_code: string }): number {
  return TASK_BASE_MINUTES + proseChars(e.prompt) / READ_CHARS_PER_MINUTE + codeLines(e.starter_code) * CODE_LINE_WRITE_MINUTES;
}

/** One evaluation problem: read the question, write the solution's lines, submit. */
export function problemMinutes(p: { question: string; reference_solution: string }): number {
  return TASK_BASE_MINUTES + proseChars(p.question) / READ_CHARS_PER_MINUTE + codeLines(p.reference_solution) * CODE_LINE_WRITE_MINUTES;
}

/** The section's expected work (pace 1, first tries right): the estimator's prior. */
export function sectionWork(section: WorkSection): SectionWork {
  const lesson = lessonWork(section.lesson);
  const practice = section.practice.reduce((a, e) => a + exerciseMinutes(e), 0);
  const evaluation = section.problems.reduce((a, p) => a + problemMinutes(p), 0);
  return { lesson, practice, evaluation, total: lesson.minutes + practice + evaluation };
}
