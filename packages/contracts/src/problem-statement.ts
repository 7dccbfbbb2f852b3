// A problem's example in its statement. Every evaluation problem carries its example twice: as data
// (example_inputs, expected_output — what the editor's input chips and the example check use) and
// as prose in the question's markdown, in one of the content's three layouts:
//   **예시** / 입력 ```…``` / 출력 ```…```
//   **입력 예시** ```…``` **출력 예시** ```…```
//   예시 입력: ```…``` 예시 출력: ```…```
// The screen shows the example once, from the data, where the statement had it; content.test.ts
// holds every problem's prose example equal to its data, so leaving the prose out loses nothing.
import { markdownFences } from './lesson.js';

export interface StatementExample {
  /** The statement up to the example (trimmed). */
  before: string;
  /** The statement after the example (trimmed; notes such as "input()에는 안내 문구를 넣지 마세요"). */
  after: string;
  /** The example input and output as the statement wrote them (fence bodies). */
  input: string;
  output: string;
  /** What the statement said about the example beside its label ("앞에 공백 3칸, 뒤에 공백 2칸"), or null. */
  note: string | null;
}

const LEAD = /^\*\*예시\*\*(?::\s*(.*))?$/;
const INPUT_LABEL = /^(?:\*\*입력 예시\*\*|예시 입력\s*(?:\(([^)]*)\))?:)$/;
const OUTPUT_LABEL = /^(?:\*\*출력 예시\*\*|예시 출력:)$/;

/** The example block of a problem statement (two fences with their labels), or null when it has none. */
export function splitStatementExample(question: string): StatementExample | null {
  const lines = question.replace(/\r\n?/g, '\n').split('\n');
  // The nearest non-blank line above `line`, or -1.
  const above = (line: number) => {
    let i = line - 1;
    while (i >= 0 && !lines[i]!.trim()) i--;
    return i;
  };
  const fences = markdownFences(question);
  for (let k = 0; k + 1 < fences.length; k++) {
    const input = fences[k]!;
    const output = fences[k + 1]!;
    const inLabel = above(input.start);
    const outLabel = above(output.start);
    // An input label, its fence, then only the output label before the output fence.
    if (inLabel < 0 || outLabel <= input.end || above(outLabel) !== input.end) continue;
    const inText = lines[inLabel]!.trim();
    const outText = lines[outLabel]!.trim();
    let start = inLabel;
    let note: string | null;
    const labelled = INPUT_LABEL.exec(inText);
    if (labelled && OUTPUT_LABEL.test(outText)) {
      note = labelled[1]?.trim() || null;
    } else if (inText === '입력' && outText === '출력') {
      // The bare labels only under a '**예시**' line.
      const lead = above(inLabel);
      const led = lead >= 0 ? LEAD.exec(lines[lead]!.trim()) : null;
      if (!led) continue;
      start = lead;
      note = led[1]?.trim() || null;
    } else continue;
    return {
      before: lines.slice(0, start).join('\n').trim(),
      after: lines.slice(output.end + 1).join('\n').trim(),
      input: input.body,
      output: output.body,
      note,
    };
  }
  return null;
}
