// Graded problems: a reply never shows the heart of a solution line the starter lacks, not even as a
// piece of a sentence ('"*" * len(parts[1])로 …', '`email[at + 1:]`이에요' in a stored hint whose
// solution line is `print(f"도메인: {email[at + 1:]}")`). A piece is "nearly the line" when it is long
// enough to be code (8 characters without spaces) and covers a large share of the expression at the
// line's heart (its right side, condition, return value, what it prints, or an f-string's fields).
import { BLANK } from '../skeleton.js';

/** Share of an expression a piece must cover to count as (nearly) that expression. */
const SHARE = 0.35;
const MIN_CHARS = 8;

/** The expressions at the heart of a solution line (spaces removed): the whole line, its core, each f-string field. */
export function heartsOf(line: string, cores: readonly string[]): string[] {
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  const fields = [...line.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!.replace(/:[^:\]]*$/, ''));
  return [...new Set([line, ...cores, ...fields].map(squeeze).filter((h) => h.length >= MIN_CHARS))];
}

/** The longest run of `text` (spaces skipped) that is also in `heart`: its start and end in `text`, and its length without spaces. */
function longestShared(text: string, heart: string): { start: number; end: number; length: number } | undefined {
  const pos: number[] = [];
  let squeezed = '';
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    pos.push(i);
    squeezed += text[i];
  }
  let best = { at: -1, length: 0 };
  // Dynamic programming over (text position, heart position); one row kept.
  let prev = new Array<number>(heart.length + 1).fill(0);
  for (let i = 1; i <= squeezed.length; i++) {
    const row = new Array<number>(heart.length + 1).fill(0);
    for (let j = 1; j <= heart.length; j++) {
      if (squeezed[i - 1] === heart[j - 1]) {
        row[j] = prev[j - 1]! + 1;
        if (row[j]! > best.length) best = { at: i, length: row[j]! };
      }
    }
    prev = row;
  }
  if (best.length === 0) return undefined;
  return { start: pos[best.at - best.length]!, end: pos[best.at - 1]! + 1, length: best.length };
}

/** One line with the pieces that are nearly `heart` blanked. */
function withoutNearHeart(line: string, heart: string, shown: string): string {
  let out = line;
  for (let guard = 0; guard < 5; guard++) {
    const hit = longestShared(out, heart);
    if (!hit || hit.length < MIN_CHARS || hit.length < SHARE * heart.length) break;
    // Whole code words only: 'print(x)' is blanked from its 'p', never left as 'pri___'.
    let { start, end } = hit;
    while (start > 0 && /[A-Za-z0-9_.]/.test(out[start - 1]!) && /[A-Za-z0-9_.([]/.test(out[start]!)) start--;
    while (end < out.length && /[A-Za-z0-9_]/.test(out[end]!) && /[A-Za-z0-9_.)\]]/.test(out[end - 1]!)) end++;
    const piece = out.slice(start, end);
    if (shown.includes(piece.replace(/\s+/g, ''))) break;
    out = `${out.slice(0, start)}${BLANK}${out.slice(end)}`;
  }
  return out;
}

/**
 * `text` with every piece that is nearly one of `hearts` blanked (`___`). `shown` (spaces removed) is
 * what the student already sees — the starter code and the question — and is never a secret.
 */
export function withoutNearSolutions(text: string, hearts: readonly string[], shown: string): string {
  // Line by line: with the spaces squeezed out, the end of one line ('```python') must not run into the next.
  const out = text
    .split('\n')
    .map((line) => hearts.reduce((acc, heart) => withoutNearHeart(acc, heart, shown), line))
    .join('\n');
  // Neighbouring blanks read as one.
  return out.split(BLANK).length > 2 ? out.replace(new RegExp(`${BLANK}(?:[\\s,]*${BLANK})+`, 'g'), BLANK) : out;
}

/** A particle written for the blanked code word, in the form it takes after '빈칸' (final ㄴ). */
const AFTER_BLANK: ReadonlyArray<readonly [RegExp, string]> = [
  [/^예요/, '이에요'],
  [/^였/, '이었'],
  [/^라(?=[는고면])/, '이라'],
  [/^로/, '으로'],
  [/^를/, '을'],
  [/^가/, '이'],
  [/^는/, '은'],
  [/^와/, '과'],
  [/^(?=[고며면나야지랑든])/, '이'],
];

/**
 * A blank left in a sentence (not in a code block) read aloud: '____로 구해요' and '평균은 `____`예요'
 * become '빈칸(`____`)으로 구해요', '평균은 빈칸(`____`)이에요' — the sentence keeps its grammar, and the
 * particle that belonged to the hidden code word fits '빈칸'. A blank inside a longer code span
 * (`a + ____`) and the skeleton's own '빈칸(`____`)' stay as they are.
 */
export function readableBlanks(text: string): string {
  let inCode = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*`{3,}/.test(line)) inCode = !inCode;
      if (inCode || !line.includes(BLANK)) return line;
      return line.replace(/(빈칸\s*\(\s*)?(`?)(?<!_)____(?!_)\2([가-힣]*)/g, (whole, named: string | undefined, _tick: string, after: string, at: number) => {
        // Inside a longer code span (an odd number of backticks before it) the blank is part of the code.
        if (named || (line.slice(0, at).match(/`/g) ?? []).length % 2 === 1) return whole;
        const fix = AFTER_BLANK.find(([re]) => re.test(after));
        return `빈칸(\`${BLANK}\`)${fix ? after.replace(fix[0], fix[1]) : after}`;
      });
    })
    .join('\n');
}
