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
