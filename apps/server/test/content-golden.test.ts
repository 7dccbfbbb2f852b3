import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/grader/index.js';
import { loadContent } from '../src/content/store.js';
import { CONTENT_DIR } from '../src/paths.js';

// Golden test of the course content, through the real server grader: every reference solution
// passes all its hidden tests, every listed wrong solution fails at least one, and every runnable
// lesson/summary example runs without error. It needs no database, so the PostgreSQL pass skips it.

const content = loadContent(CONTENT_DIR);
let sandbox: Sandbox;

beforeAll(() => {
  sandbox = createSandbox({ queueLimit: 10_000, queueTimeoutMs: 600_000, logger: { info: () => {}, warn: () => {}, error: (m) => console.error(m) } });
});
afterAll(() => sandbox.close());

/** Runnable ```python blocks of a markdown text, with the stdin lines of `input=a|b`. */
function examples(markdown: string): { code: string; inputs: string[] }[] {
  return [...markdown.matchAll(/```python([^\n]*)\n([\s\S]*?)```/g)]
    .filter(([, info]) => !/\bnorun\b/.test(info ?? ''))
    .map(([, info, code]) => {
      const m = /input=(.+)$/.exec((info ?? '').trim());
      return { code: code ?? '', inputs: m?.[1] ? m[1].split('|') : [] };
    });
}

const sections = content.courses.flatMap((c) => c.sections);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('content golden test (server grader)', () => {
  it('has all 44 sections complete', () => {
    expect(content.missing).toEqual([]);
    expect(sections).toHaveLength(44);
  });

  describe.each(sections.map((s) => [`${s.courseId} ${s.id} ${s.title}`, s] as const))('%s', (_name, section) => {
    it('reference solutions pass every hidden test and reproduce the shown expected output', { timeout: 300_000 }, async () => {
      for (const problem of section.problems) {
        const grade = await sandbox.grade(problem.reference_solution, [...problem.tests, { inputs: problem.example_inputs, expected_output: problem.expected_output }]);
        const failed = grade.results.filter((r) => !r.passed).map((r) => `test ${r.index}: ${r.status} ${r.stderr || r.stdout}`);
        expect(failed, `${problem.id}`).toEqual([]);
      }
    });

    it('every listed wrong solution fails at least one hidden test', { timeout: 300_000 }, async () => {
      for (const problem of section.problems) {
        for (const [i, wrong] of problem.wrong_solutions.entries()) {
          const grade = await sandbox.grade(wrong.code, problem.tests);
          expect(grade.allPassed, `${problem.id} wrong solution ${i} (${wrong.why}) passes every test`).toBe(false);
        }
      }
    });

    it('lesson and summary examples run without error', { timeout: 300_000 }, async () => {
      const blocks = [...examples(section.lesson), ...examples(section.summary)];
      const runs = await Promise.all(blocks.map((b) => sandbox.run({ code: b.code, stdin: b.inputs })));
      const failed = runs.flatMap((r, i) => (r.success ? [] : [`${blocks[i]!.code.slice(0, 80)} → ${r.status} ${r.stderr.slice(-200)}`]));
      expect(failed).toEqual([]);
    });
  });
});
