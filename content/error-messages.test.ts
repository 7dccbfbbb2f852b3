import { describe, expect, it } from 'vitest';
import { startPyodide } from '../packages/contracts/src/python/corpus/run-batch.js';
import { loadContent } from '../apps/server/src/content/store.js';
import { markdownBlocks } from '../apps/server/src/content/blocks.js';
import { CONTENT_DIR } from '../apps/server/src/paths.js';

// Error messages in lessons are shown as the student's browser prints them (content/README.md "Output and
// error claims"): every `…Error: message` line a lesson or summary shows under a block is the last line of
// what the browser's Python (Pyodide 3.14, the same package as practice) prints when that block runs.
// The golden test checks the error type on the server (3.11); this checks the whole message in 3.14.

const content = loadContent(CONTENT_DIR);
const ERROR_LINE = /^\s*(\w+(?:Error|Exception|Interrupt)|StopIteration)(?::.*)?$/;

/** The error line a shown text block claims (the last line naming an error type). */
export function claimedErrorLine(text: string): string | undefined {
  return text.split('\n').filter((line) => ERROR_LINE.test(line)).map((line) => line.trim()).pop();
}

describe('error messages as the browser prints them', () => {
  it('finds the claimed line', () => {
    expect(claimedErrorLine('Traceback (most recent call last):\n  File "x"\nTypeError: bad')).toBe('TypeError: bad');
    expect(claimedErrorLine('3\n7')).toBeUndefined();
  });

  it('every error line shown in a lesson or summary is what Pyodide 3.14 prints', { timeout: 600_000 }, async () => {
    const py = await startPyodide();
    const wrong: string[] = [];
    let checked = 0;
    for (const course of content.courses)
      for (const section of course.sections)
        for (const [file, md] of [['lesson.md', section.lesson], ['summary.md', section.summary]] as const)
          for (const block of markdownBlocks(md, file)) {
            if (block.claim?.kind !== 'error' || block.claim.text === block.code) continue;
            const shown = claimedErrorLine(block.claim.text);
            if (!shown) continue;
            const error = py.run({ code: block.code, inputs: block.inputs ?? [] });
            const printed = error.split('\n').map((l) => l.trim()).filter(Boolean).pop() ?? '(no error)';
            checked += 1;
            if (printed !== shown) wrong.push(`${section.id} ${block.where}: shows "${shown}", browser prints "${printed}"`);
          }
    console.info(`[error messages] ${checked} shown errors checked in Python ${py.version}`);
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
