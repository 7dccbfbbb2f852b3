import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/grader/index.js';
import { loadContent } from '../src/content/store.js';
import { markdownBlocks, type CodeBlock } from '../src/content/blocks.js';
import { normalizeOutput } from '@dodam/contracts';
import { CONTENT_DIR } from '../src/paths.js';

// Golden test of the course content, through the real server grader: every reference solution
// passes all its hidden tests, every listed wrong solution fails at least one, and every runnable
// lesson/summary example runs without error; every output or error the text shows for a block is what
// the block really does, every '예측해 보기' answer is the real output and no other choice is, and
// every lesson task can be met by its answer and is not met by its starter (content/README.md).
// Problems have at least 3 hidden tests unlike the visible example, so printing the example output
// cannot pass. It needs no database, so the PostgreSQL pass skips it.

const content = loadContent(CONTENT_DIR);

/** A lesson shows output as text (surrounding blank lines cannot be shown): compared loosely, unlike grading. */
const shownAs = (actual: string, shown: string) => normalizeOutput(actual) === normalizeOutput(shown);
let sandbox: Sandbox;

beforeAll(() => {
  sandbox = createSandbox({ queueLimit: 10_000, queueTimeoutMs: 600_000, logger: { info: () => {}, warn: () => {}, error: (m) => console.error(m) } });
});
afterAll(() => sandbox.close());

const sections = content.courses.flatMap((c) => c.sections);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('content golden test (server grader)', () => {
  it('has all 44 sections complete', () => {
    expect(content.missing).toEqual([]);
    expect(sections).toHaveLength(44);
  });

  describe.each(sections.map((s) => [`${s.courseId} ${s.id} ${s.title}`, s] as const))('%s', (_name, section) => {
    it('reference solutions pass every hidden test and reproduce the shown expected output', { timeout: 300_000 }, async () => {
      for (const problem of section.problems) {
        const requirements = problem.requirements ?? [];
        const grade = await sandbox.grade(problem.reference_solution, [...problem.tests, { inputs: problem.example_inputs, expected_output: problem.expected_output }], requirements.length ? { requirements } : {});
        const failed = grade.results.filter((r) => !r.passed).map((r) => `test ${r.index}: ${r.status} ${r.stderr || r.stdout}`);
        expect(failed, `${problem.id}`).toEqual([]);
        // The statement's requirements about how it is solved, checked by the grader itself.
        if (requirements.length) expect(grade.structure, `${problem.id} requirements`).toEqual({ parsed: true, unmet: [] });
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

    it('problems have 3+ hidden tests unlike the example, and hard-coding the example output fails', { timeout: 300_000 }, async () => {
      for (const problem of section.problems) {
        const same = problem.tests.filter((t) => JSON.stringify(t.inputs) === JSON.stringify(problem.example_inputs));
        expect(same, `${problem.id}: a hidden test repeats the visible example`).toEqual([]);
        expect(problem.tests.length, `${problem.id}: fewer than 3 hidden tests`).toBeGreaterThanOrEqual(3);
        const hardCoded = `print(${JSON.stringify(normalizeOutput(problem.expected_output))})\n`;
        const grade = await sandbox.grade(hardCoded, problem.tests);
        expect(grade.allPassed, `${problem.id}: printing the example output passes every hidden test`).toBe(false);
      }
    });

    it('shown outputs, shown errors and predict answers are what the code really does', { timeout: 300_000 }, async () => {
      const blocks: CodeBlock[] = [...markdownBlocks(section.lesson, 'lesson.md'), ...markdownBlocks(section.summary, 'summary.md')].filter((b) => b.claim || b.predict);
      const runs = await Promise.all(blocks.map((b) => sandbox.run({ code: b.code, stdin: b.inputs })));
      const wrong = runs.flatMap((r, i): string[] => {
        const b = blocks[i]!;
        const lastLine = r.stderr.trim().split('\n').at(-1) ?? '';
        if (b.predict) {
          const answer = b.predict.choices[b.predict.answer]!;
          if (!(r.success && shownAs(r.stdout, answer))) return [`${b.where} predict answer ${JSON.stringify(answer)} but the code prints ${JSON.stringify(r.stdout)} ${lastLine}`];
          // A choice explained as a mistake must not be what the code really prints.
          return b.predict.choices.flatMap((c, i) => (i !== b.predict!.answer && shownAs(r.stdout, c) ? [`${b.where} choice ${JSON.stringify(c)} is the real output too`] : []));
        }
        if (b.claim?.kind === 'error') {
          if (b.claim.types.length !== 1) return [`${b.where} shows ${b.claim.types.length} errors (${b.claim.types.join(', ')}); a program stops at its first error`];
          const type = b.claim.types[0]!;
          return !r.success && lastLine.startsWith(type) ? [] : [`${b.where} claims ${type} but ${r.success ? 'runs without error' : `raises ${lastLine}`}`];
        }
        if (b.claim?.kind === 'output') {
          if (!r.success) return [`${b.where} shows an output but fails: ${lastLine}`];
          return shownAs(r.stdout, b.claim.text) ? [] : [`${b.where} shows ${JSON.stringify(b.claim.text)} but prints ${JSON.stringify(r.stdout)}`];
        }
        return [];
      });
      expect(wrong).toEqual([]);
    });

    it('each lesson task: its answer passes every case and its starter fails one (the check can be met, and is not met already)', { timeout: 300_000 }, async () => {
      const tasks = markdownBlocks(section.lesson, 'lesson.md').flatMap((b) => (b.task ? [{ where: b.where, task: b.task }] : []));
      const wrong: string[] = [];
      for (const { where, task } of tasks) {
        const tests = task.cases.map((c) => ({ inputs: c.inputs, expected_output: c.output }));
        const answer = await sandbox.grade(task.answer, tests);
        const failed = answer.results.filter((r) => !r.passed).map((r) => `case ${r.index}: ${r.status} ${JSON.stringify(r.stdout)} ${r.stderr.slice(-120)}`);
        if (failed.length) wrong.push(`${where} answer fails ${failed.join('; ')}`);
        if ((await sandbox.grade(task.starter, tests)).allPassed) wrong.push(`${where} starter already passes`);
      }
      expect(wrong).toEqual([]);
    });

    it('lesson and summary examples run without error', { timeout: 300_000 }, async () => {
      const blocks = [...markdownBlocks(section.lesson, 'lesson.md'), ...markdownBlocks(section.summary, 'summary.md')].filter((b) => b.runnable);
      const runs = await Promise.all(blocks.map((b) => sandbox.run({ code: b.code, stdin: b.inputs })));
      const failed = runs.flatMap((r, i) => (r.success ? [] : [`${blocks[i]!.code.slice(0, 80)} → ${r.status} ${r.stderr.slice(-200)}`]));
      expect(failed).toEqual([]);
    });
  });
});
