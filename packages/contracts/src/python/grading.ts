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
