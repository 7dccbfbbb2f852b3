// Every code block of a section, with what the text claims about it (content/README.md "Code blocks"):
// the concept fence test scans them all, the golden test runs the ones with claims.
import { markdownFences, parsePredict, parseTask, type LessonTask, type PredictQuestion } from '@dodam/contracts';
import type { ContentSection } from './store.js';

/**
 * A block's claim: the ```text block right after it (only blank lines, or one sentence ending in
 * "이렇게 나와요." / "출력돼요." between) is its output, or names
 * the error it raises; a `norun` block without one may name its error in a comment.
 */
export type BlockClaim = { kind: 'output'; text: string } | { kind: 'error'; types: string[]; text: string };

export interface CodeBlock {
  /** Where the block is, for messages: "lesson.md:42", "problem p1 reference". */
  where: string;
  code: string;
  /** stdin lines (`input=a|b`, or the exercise/problem example inputs). */
  inputs: string[];
  /** A markdown example that runs as shown (not `norun`). */
  runnable: boolean;
  /** Starter code may be unfinished; it is scanned when it parses. */
  starter: boolean;
  claim?: BlockClaim;
  predict?: PredictQuestion;
  /** A checked task (```python task): `code` is its answer, `task.starter` must not pass. */
  task?: LessonTask;
}

/** Lines like "ValueError: …" or "SyntaxError: invalid syntax" in a shown output. */
const ERROR_LINE = /^([A-Z][A-Za-z]*(?:Error|Exception|Interrupt|Exit)|StopIteration)(?::|$)/;

export function errorTypesIn(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const m = ERROR_LINE.exec(line.trim());
    return m?.[1] ? [m[1]] : [];
  });
}

/** One sentence between a block and its output may introduce it: "… 입력하면 이렇게 나와요." */
const OUTPUT_INTRO = /(이렇게 나와요|출력돼요|출력해요)[.:]?\s*$/;

/** Fenced blocks of a markdown file with the claim of a ```text block that directly follows. */
export function markdownBlocks(markdown: string, file: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const fences = markdownFences(markdown);
  const blocks: CodeBlock[] = [];
  fences.forEach((fence, k) => {
    if (fence.info.language !== 'python') return;
    const where = `${file}:${fence.start + 1}`;
    const { inputs, norun } = fence.info;
    if (fence.info.predict) {
      const parsed = parsePredict(fence.body);
      if ('error' in parsed) throw new Error(`${where}: 예측해 보기 형식 오류: ${parsed.error}`);
      blocks.push({ where, code: parsed.code, inputs, runnable: true, starter: false, predict: parsed.question });
      return;
    }
    if (fence.info.task) {
      const task = parseTask(fence.body, inputs);
      if ('error' in task) throw new Error(`${where}: 해 보기 형식 오류: ${task.error}`);
      blocks.push({ where, code: task.answer, inputs: task.cases[0]!.inputs, runnable: false, starter: false, task });
      // The starter is code the learner reads and edits: it is scanned like an exercise starter.
      blocks.push({ where: `${where} starter`, code: task.starter, inputs: task.cases[0]!.inputs, runnable: false, starter: true });
      return;
    }
    const next = fences[k + 1];
    const between = next ? lines.slice(fence.end + 1, next.start).filter((l) => l.trim()) : [];
    let claim: BlockClaim | undefined;
    if (next && next.info.language === 'text' && (between.length === 0 || (between.length === 1 && OUTPUT_INTRO.test(between[0]!)))) {
      const types = errorTypesIn(next.body);
      claim = types.length ? { kind: 'error', types, text: next.body } : { kind: 'output', text: next.body };
    }
    // A mistake shown without an output block names its error in a comment: `print(x)  # NameError`.
    if (!claim && norun) {
      const types = [...fence.body.matchAll(/#[^\n]*?\b([A-Z][A-Za-z]*(?:Error|Exception))\b/g)].map((t) => t[1]!);
      if (types.length) claim = { kind: 'error', types, text: fence.body };
    }
    blocks.push({ where, code: fence.body, inputs, runnable: !norun, starter: false, ...(claim ? { claim } : {}) });
  });
  return blocks;
}

/** Lesson and summary examples, code in exercise and problem texts, starters and reference solutions. */
export function sectionBlocks(section: ContentSection): CodeBlock[] {
  return [
    ...markdownBlocks(section.lesson, 'lesson.md'),
    ...markdownBlocks(section.summary, 'summary.md'),
    ...section.practice.flatMap((e): CodeBlock[] => [
      ...markdownBlocks(e.prompt, `practice ${e.id} prompt`),
      { where: `practice ${e.id} starter`, code: e.starter_code, inputs: e.example_inputs, runnable: false, starter: true },
    ]),
    ...section.problems.flatMap((p): CodeBlock[] => [
      ...markdownBlocks(p.question, `problem ${p.id} question`),
      { where: `problem ${p.id} starter`, code: p.starter_code, inputs: p.example_inputs, runnable: false, starter: true },
      { where: `problem ${p.id} reference`, code: p.reference_solution, inputs: p.example_inputs, runnable: false, starter: false },
    ]),
  ];
}

/** The text a student reads as prose: markdown without its code fences. */
export function proseOf(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const drop = new Set<number>();
  for (const f of markdownFences(markdown)) for (let i = f.start; i <= f.end; i++) drop.add(i);
  return lines.filter((_, i) => !drop.has(i)).join('\n');
}
