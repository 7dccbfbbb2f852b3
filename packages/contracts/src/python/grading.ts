// Grading rules shared by the server's grader and the browser: how outputs are compared and the
// settings that make a run repeatable (docs/decisions/016-one-python-and-exact-grading.md).

/**
 * PYTHONHASHSEED of every Python run, in the server sandbox and in the browser's Pyodide alike. With
 * a fixed seed, str/bytes hashes and therefore the iteration order of sets of strings are the same in
 * every process, after every restart and in practice and grading; 0 disables hash randomisation.
 */
export const PYTHON_HASH_SEED = '0';

/**
 * The output a submission is judged by: line endings normalised to \n, trailing spaces and tabs
 * removed from every line, then one final newline removed. Nothing else: a blank line at the start
 * or the end, a space at the start of a line or between words, counts.
 */
export function canonicalOutput(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''));
  const joined = lines.join('\n');
  return joined.endsWith('\n') ? joined.slice(0, -1) : joined;
}

/** The grading comparison (the same in the browser's "예시 입력으로 확인" and on the server). */
export function outputsMatch(actual: string, expected: string): boolean {
  return canonicalOutput(actual) === canonicalOutput(expected);
}

/** How outputs are compared, in the words the problem screen shows ("출력 비교 방법"). */
export const OUTPUT_COMPARISON_RULE = [
  '출력은 한 줄씩 예상 출력과 똑같아야 맞아요.',
  '각 줄 끝의 공백과 마지막 줄바꿈 하나만 무시해요.',
  '맨 앞이나 맨 끝의 빈 줄, 줄 앞의 공백, 단어 사이 공백 수, 문장부호는 모두 비교해요.',
] as const;

/** What kind of difference the visible example's output has from the expected output. */
export type OutputDifference =
  | { kind: 'same' }
  | { kind: 'empty' }
  | { kind: 'whitespace' }
  | { kind: 'value'; line: number }
  | { kind: 'missing'; expectedLines: number; actualLines: number }
  | { kind: 'extra'; expectedLines: number; actualLines: number };

/** Classifies a finished run's output against the expected one (an error is the caller's case). */
export function classifyOutputDifference(actual: string, expected: string): OutputDifference {
  const a = canonicalOutput(actual);
  const e = canonicalOutput(expected);
  if (a === e) return { kind: 'same' };
  if (a.trim() === '') return { kind: 'empty' };
  if (a.replace(/\s+/g, '') === e.replace(/\s+/g, '')) return { kind: 'whitespace' };
  const got = a.split('\n');
  const want = e.split('\n');
  const common = Math.min(got.length, want.length);
  for (let i = 0; i < common; i += 1) if (got[i] !== want[i]) return { kind: 'value', line: i + 1 };
  return got.length < want.length
    ? { kind: 'missing', expectedLines: want.length, actualLines: got.length }
    : { kind: 'extra', expectedLines: want.length, actualLines: got.length };
}

/** One Korean sentence about the difference; it describes only output that was really printed. */
export function describeOutputDifference(difference: OutputDifference): string {
  switch (difference.kind) {
    case 'same':
      return '예시 입력의 출력은 예상 출력과 같아요.';
    case 'empty':
      return '예시 입력으로 실행했을 때 아무것도 출력하지 않았어요.';
    case 'whitespace':
      return '예시 입력의 출력에서 값은 같고 띄어쓰기나 줄바꿈만 달라요.';
    case 'value':
      return `예시 입력의 출력에서 ${difference.line}번째 줄의 내용이 예상 출력과 달라요.`;
    case 'missing':
      return `예시 입력의 출력이 ${difference.actualLines}줄이에요. 예상 출력은 ${difference.expectedLines}줄이라 ${difference.actualLines + 1}번째 줄부터 빠졌어요.`;
    case 'extra':
      return `예시 입력의 출력이 ${difference.actualLines}줄이에요. 예상 출력(${difference.expectedLines}줄)보다 ${difference.actualLines - difference.expectedLines}줄 더 출력했어요.`;
  }
}

/**
 * Hash-order residue (ADR 020 §1): practice (wasm32 Pyodide) and grading (x86-64 CPython) iterate a
 * set of strings in different orders even with the same seed. A program whose output depends on that
 * order is told so instead of being left with "line N differs".
 */
export const SET_ORDER_HINT = '집합(set)은 순서가 정해져 있지 않아요 — 값은 같고 순서만 달라요. 순서가 중요하면 sorted()로 정렬해서 출력하세요.';

/** Practice: the example matched, but the code prints a set as is, so the order may differ in grading. */
export const SET_PRINT_WARNING = '출력에 집합(set)이 그대로 들어 있어요. 집합은 순서가 정해져 있지 않아서 채점 환경에서는 순서가 달라질 수 있어요 — sorted()로 정렬해서 출력하세요.';

// A set built or used: set()/frozenset()/hash(), a set literal or comprehension assigned or printed,
// set methods and set operators on names (a dict literal has a colon and does not match).
const SET_CODE = /\b(?:set|frozenset|hash)\s*\(|(?:=|\(|,|\bin)\s*\{[^{}:]*\}|\.(?:add|union|intersection|difference|symmetric_difference)\s*\(|\w\s*[&|^]=?\s*\w/;

/** Whether the code builds or iterates a set (or uses hash()): its output order may depend on hashes. */
export function usesSetOrHash(code: string): boolean {
  return SET_CODE.test(code.replace(/#[^\n]*/g, ''));
}

const ITEM_SPLIT = /[\s,{}[\]()'"]+/;

/** The same items (words, numbers) in another order: the output differs only by order. */
export function differsOnlyInOrder(actual: string, expected: string): boolean {
  const a = canonicalOutput(actual);
  const e = canonicalOutput(expected);
  if (a === e) return false;
  const items = (text: string) => text.split(ITEM_SPLIT).filter(Boolean).sort();
  const x = items(a);
  const y = items(e);
  return x.length > 1 && x.length === y.length && x.every((item, i) => item === y[i]);
}

/** The output differs from the expected one only in order, and the code uses a set or hash(). */
export function isSetOrderDifference(code: string, actual: string, expected: string): boolean {
  return differsOnlyInOrder(actual, expected) && usesSetOrHash(code);
}

/** A line of output that is a printed set ({'a', 'b'} or set()), with code that builds sets. */
export function printsSetAsIs(code: string, output: string): boolean {
  if (!usesSetOrHash(code)) return false;
  return canonicalOutput(output)
    .split('\n')
    .some((line) => /\{[^{}:]*,[^{}:]*\}|frozenset\(\{/.test(line) && !/:/.test(line.replace(/'[^']*'|"[^"]*"/g, '')));
}
