// The one reader of lesson markdown structure (content/README.md), shared by the web's renderer,
// the server's content checks and the tutor: code-fence info strings, '예측해 보기' questions with
// their misconceptions, checked tasks (```python task) and the steps a lesson is cut into.
import { z } from 'zod';

/** What a fence's info string says: ```python input=a|b norun / predict / task / trace / parsons exercise=<id>. */
export interface FenceInfo {
  /** First word of the info string ('python', 'text'), '' when none. */
  language: string;
  /** Shown only: a deliberate mistake. */
  norun: boolean;
  /** A '예측해 보기' question (code, ---, choices). */
  predict: boolean;
  /** A checked task (starter, --- output, --- hint, --- answer). */
  task: boolean;
  /** Offer '코드 따라가기' (the step-through view) for this example. */
  trace: boolean;
  /** A Parsons puzzle of the tutor (```python parsons exercise=<id>): shuffled lines to put in order. */
  parsons: boolean;
  /** The practice exercise a Parsons puzzle belongs to (`exercise=<id>`), null when none. */
  exercise: string | null;
  /** Values for input(), in order (`input=` takes the rest of the line; values may hold spaces). */
  inputs: string[];
}

const FLAG = (info: string, flag: string) => new RegExp(`(^|\\s)${flag}(\\s|$)`).test(info);

/**
 * `language` may be given apart (react-markdown splits it off as a class name); `info` is then the
 * rest of the line (the "meta").
 */
export function parseFenceInfo(info: string, language?: string | null): FenceInfo {
  let rest = info.trim();
  let lang = language ?? null;
  if (lang === null) {
    const m = /^(\S*)\s*(.*)$/.exec(rest);
    lang = m?.[1] ?? '';
    rest = m?.[2] ?? '';
  }
  // `input=` runs to the end of the line (values may hold spaces), so flags come before it; one
  // trailing `norun` or `trace` after the values is tolerated.
  const match = /(?:^|\s)input=(.*)$/.exec(rest);
  let values = match?.[1];
  let flags = match ? rest.slice(0, match.index) : rest;
  const trailing = values !== undefined ? /\s+(norun|trace)\s*$/.exec(values) : null;
  if (values !== undefined && trailing) {
    values = values.slice(0, trailing.index);
    flags += ` ${trailing[1]}`;
  }
  const inputs = values !== undefined ? values.split('|') : [];
  const python = lang === 'python';
  return {
    language: lang,
    norun: python && FLAG(flags, 'norun'),
    predict: python && FLAG(flags, 'predict'),
    task: python && FLAG(flags, 'task'),
    trace: python && FLAG(flags, 'trace'),
    parsons: python && FLAG(flags, 'parsons'),
    exercise: /(?:^|\s)exercise=([a-z0-9-]{1,64})(?=\s|$)/.exec(flags)?.[1] ?? null,
    inputs,
  };
}

/** A short stable id from text (FNV-1a, 32 bits, hex): question and step ids that survive reordering. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

// ---- 예측해 보기 ------------------------------------------------------------------------------

/** Why a learner would pick a wrong choice: a named mistake and its one-line explanation. */
export const misconceptionSchema = z
  .object({
    /** Short name of the mistake ("문자열을 숫자로 봄"). */
    name: z.string().min(2).max(40),
    /** One line shown when the choice is picked. */
    explanation: z.string().min(5).max(200),
  })
  .strict();
export type Misconception = z.infer<typeof misconceptionSchema>;

/** A '예측해 보기' question of a lesson: the learner picks the output before running the code. */
export const predictQuestionSchema = z
  .object({
    choices: z.array(z.string().min(1)).min(2).max(6),
    /** Index into choices of the declared answer (the line marked '*'). */
    answer: z.number().int().nonnegative(),
    /** Per choice: the mistake that produces it (null for the answer and unexplained choices). */
    misconceptions: z.array(misconceptionSchema.nullable()),
  })
  .refine((q) => q.answer < q.choices.length, '정답(*)이 보기 안에 있어야 해요')
  .refine((q) => new Set(q.choices).size === q.choices.length, '같은 보기가 두 번 있어요')
  .refine((q) => q.misconceptions.length === q.choices.length, '보기마다 오해 설명 자리가 있어야 해요')
  .refine((q) => q.misconceptions[q.answer] === null, '정답에는 오해 설명을 달 수 없어요');
export type PredictQuestion = z.infer<typeof predictQuestionSchema>;

/** Every wrong choice names the mistake that produces it (content/README.md "mistake-based"). */
export function isMistakeBased(question: PredictQuestion): boolean {
  return question.choices.every((_, i) => i === question.answer || question.misconceptions[i] !== null);
}

/** The stable id of a predict question: its code (choices may be reworded without losing records). */
export const predictQuestionId = (code: string) => `pq-${shortHash(code.trim())}`;

/**
 * The body of a ```python predict block (content/README.md): the code, a line `---`, then one choice
 * per line, `* ` before the answer and `- ` before the others; `\n` in a choice is a line break of
 * a multi-line output. A line `  > 이름: 설명` under a wrong choice names the misconception that
 * produces it.
 */
export function parsePredict(body: string): { code: string; question: PredictQuestion } | { error: string } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const sep = lines.indexOf('---');
  if (sep < 1) return { error: '코드 다음에 --- 줄과 보기가 있어야 해요' };
  const code = lines.slice(0, sep).join('\n').replace(/\n+$/, '');
  const choices: string[] = [];
  const misconceptions: (Misconception | null)[] = [];
  let answer = -1;
  for (const line of lines.slice(sep + 1)) {
    if (!line.trim()) continue;
    const why = /^\s+>\s*(.+)$/.exec(line);
    if (why?.[1]) {
      const at = why[1].indexOf(': ');
      if (choices.length === 0 || misconceptions[choices.length - 1] !== null) return { error: `오해 설명은 보기 바로 아래에 하나만 써요: ${line}` };
      if (at < 1) return { error: `오해 설명은 "> 이름: 설명" 모양이어야 해요: ${line}` };
      misconceptions[choices.length - 1] = { name: why[1].slice(0, at).trim(), explanation: why[1].slice(at + 2).trim() };
      continue;
    }
    const m = /^([*-]) (.+)$/.exec(line);
    if (!m?.[1] || m[2] === undefined) return { error: `보기 줄은 "- " 또는 "* "로 시작해야 해요: ${line}` };
    if (m[1] === '*') {
      if (answer >= 0) return { error: '정답(*)이 두 개예요' };
      answer = choices.length;
    }
    choices.push(m[2].replace(/\\n/g, '\n'));
    misconceptions.push(null);
  }
  if (answer < 0) return { error: '정답(*)이 없어요' };
  const parsed = predictQuestionSchema.safeParse({ choices, answer, misconceptions });
  return parsed.success ? { code, question: parsed.data } : { error: parsed.error.issues[0]?.message ?? '보기가 올바르지 않아요' };
}

// ---- 해 보기 (checked tasks) ------------------------------------------------------------------

export const lessonTaskSchema = z
  .object({
    /** Code the learner starts from (may be empty or deliberately wrong). */
    starter: z.string(),
    /** The program passes when, for every case, its output equals `output` (normalizeOutput). */
    cases: z.array(z.object({ inputs: z.array(z.string()), output: z.string().min(1) }).strict()).min(1),
    /** Graduated hints, gentlest first. */
    hints: z.array(z.string().min(3)).min(1).max(5),
    /** A program that passes; shown after the last hint. */
    answer: z.string().min(1),
  })
  .strict()
  .refine((t) => t.starter.trim() !== t.answer.trim(), '시작 코드가 곧 정답이에요');
export type LessonTask = z.infer<typeof lessonTaskSchema>;

export const lessonTaskId = (task: Pick<LessonTask, 'starter' | 'cases'>) => `tk-${shortHash(task.starter + JSON.stringify(task.cases))}`;

/**
 * The body of a ```python task block: the starter code, then parts opened by a line `--- output`
 * (optionally `--- output input=a|b`; the fence's own `input=` is the default), `--- hint` (one per
 * rung) and `--- answer`.
 */
export function parseTask(body: string, fenceInputs: string[] = []): LessonTask | { error: string } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const parts: { kind: string; arg: string; lines: string[] }[] = [{ kind: 'starter', arg: '', lines: [] }];
  for (const line of lines) {
    const head = /^--- (output|hint|answer)(?:\s+(.*))?$/.exec(line);
    if (head?.[1]) parts.push({ kind: head[1], arg: (head[2] ?? '').trim(), lines: [] });
    else if (/^---/.test(line)) return { error: `알 수 없는 구분 줄이에요 (--- output, --- hint, --- answer 중 하나): ${line}` };
    else parts[parts.length - 1]!.lines.push(line);
  }
  const text = (p: { lines: string[] }) => p.lines.join('\n').replace(/^\n+|\s+$/g, '');
  const cases: LessonTask['cases'] = [];
  for (const p of parts.filter((q) => q.kind === 'output')) {
    if (p.arg && !p.arg.startsWith('input=')) return { error: `--- output 뒤에는 input=… 만 쓸 수 있어요: ${p.arg}` };
    cases.push({ inputs: p.arg ? p.arg.slice('input='.length).split('|') : fenceInputs, output: text(p) });
  }
  const answers = parts.filter((q) => q.kind === 'answer');
  if (answers.length !== 1) return { error: '--- answer 가 꼭 하나 있어야 해요' };
  const parsed = lessonTaskSchema.safeParse({
    starter: text(parts[0]!),
    cases,
    hints: parts.filter((q) => q.kind === 'hint').map(text),
    answer: text(answers[0]!),
  });
  return parsed.success ? parsed.data : { error: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') };
}

// ---- steps ------------------------------------------------------------------------------------

export interface LessonStep {
  /** Stable id from the heading ('st-1a2b3c4d'): saved progress survives reordering. */
  key: string;
  /** Heading text without '## ' and inline-code backticks. */
  title: string;
  /** Markdown of the step without its heading. */
  body: string;
  /** Ids of the step's checks (predict questions and tasks): the step is done when all are. */
  checks: string[];
}

export interface LessonOutline {
  /** The '# ' title of the lesson ('' when missing). */
  title: string;
  steps: LessonStep[];
}

const FENCE_LINE = /^\s{0,3}(```|~~~)/;

/** Lines of a markdown text with a flag telling whether each line is inside a code fence. */
export function scanMarkdownLines(markdown: string): { line: string; code: boolean }[] {
  let fence: string | null = null;
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const match = FENCE_LINE.exec(line);
      if (match) {
        const marker = match[1]!;
        if (fence === null) fence = marker;
        else if (fence === marker) fence = null;
        return { line, code: true };
      }
      return { line, code: fence !== null };
    });
}

export interface MarkdownFence {
  info: FenceInfo;
  body: string;
  /** 0-based line of the opening fence. */
  start: number;
  /** 0-based line of the closing fence. */
  end: number;
}

/** The fenced blocks of a markdown text (``` only, the content format). */
export function markdownFences(markdown: string): MarkdownFence[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const fences: MarkdownFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(.*)$/.exec(lines[i]!);
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() !== '```') j++;
    fences.push({ info: parseFenceInfo(open[1] ?? ''), body: lines.slice(i + 1, j).join('\n'), start: i, end: j });
    i = j;
  }
  return fences;
}

/** Ids of the predict questions and tasks in a markdown text, in order (malformed blocks skipped). */
export function checksIn(markdown: string): string[] {
  return markdownFences(markdown).flatMap((f) => {
    if (f.info.predict) {
      const p = parsePredict(f.body);
      return 'error' in p ? [] : [predictQuestionId(p.code)];
    }
    if (f.info.task) {
      const t = parseTask(f.body, f.info.inputs);
      return 'error' in t ? [] : [lessonTaskId(t)];
    }
    return [];
  });
}

function plainHeading(text: string): string {
  return text.replace(/\s+#+\s*$/, '').replace(/`/g, '').trim();
}

/**
 * A lesson cut into steps, one per '## ' heading (text before the first one is an opening step under
 * the lesson title). Headings inside code fences are code, not structure.
 */
export function splitLessonSteps(markdown: string): LessonOutline {
  let title = '';
  const raw: { title: string; lines: string[] }[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const intro: string[] = [];
  for (const { line, code } of scanMarkdownLines(markdown)) {
    if (!code) {
      const h1 = /^#\s+(.+)$/.exec(line);
      if (h1 && !title && current === null) {
        title = plainHeading(h1[1]!);
        continue;
      }
      const h2 = /^##\s+(.+)$/.exec(line);
      if (h2) {
        current = { title: plainHeading(h2[1]!), lines: [] };
        raw.push(current);
        continue;
      }
    }
    if (current) current.lines.push(line);
    else intro.push(line);
  }
  const introBody = intro.join('\n').trim();
  if (introBody) raw.unshift({ title: title || '들어가며', lines: intro });
  if (raw.length === 0) raw.push({ title: title || '학습 내용', lines: [markdown] });
  const seen = new Map<string, number>();
  const steps = raw.map((r): LessonStep => {
    const body = r.lines.join('\n').trim();
    const n = (seen.get(r.title) ?? 0) + 1;
    seen.set(r.title, n);
    return { key: `st-${shortHash(n > 1 ? `${r.title}#${n}` : r.title)}`, title: r.title, body, checks: checksIn(body) };
  });
  return { title, steps };
}
