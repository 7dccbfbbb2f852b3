// Runs the evaluation set (eval-set.ts) against the basic tutor and, through the real
// OpenAI-compatible protocol, against a fake model that tries to comply with everything (answers
// with a reference solution and with code from later sections). Prints the pass rate; fails below
// 95 %. Leaks and fence crossings are counted separately and must be zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProblem } from '@dodam/contracts';
import { loadContent } from '../../src/content/store.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { buildContext, type TutorContext } from '../../src/tutor/context.js';
import { createOfflineTutor } from '../../src/tutor/offline/tutor.js';
import { fenceViolations } from '../../src/tutor/offline/fence.js';
import { buildRetrieval } from '../../src/tutor/retrieval.js';
import { EMPTY_STATE } from '../../src/tutor/state.js';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { EVAL_SET, type EvalCase } from './eval-set.js';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { chat } from './tutor-helpers.js';

const content = loadContent(CONTENT_DIR);
const retrieval = buildRetrieval(content);
const tutor = createOfflineTutor(retrieval);
const user = { id: 1, username: 'student01', email: 'student01@example.com' };
export const PASS_RATE_MIN = 0.95;
const OFF_TOPIC_REFUSAL = '그 얘기는 잘 모르지만';

function contextOf(c: EvalCase): TutorContext {
  const ctx = buildContext(content, retrieval, user, {
    userInput: c.message,
    history: c.history ?? [],
    selectedSection: c.section,
    mode: c.mode,
    problemId: c.problemId,
    exerciseId: c.exerciseId,
    code: c.code,
    lastRun: c.lastRun,
  });
  return c.rung ? { ...ctx, state: { ...EMPTY_STATE, rung: c.rung, lastIntent: 'hint' } } : ctx;
}

const norm = (l: string) => l.replace(/\s+/g, ' ').trim();

/** The reference's lines (two or more) appear in the reply in order, one after another. */
export function containsSolution(text: string, solution: string): boolean {
  const want = solution.split('\n').map(norm).filter((l) => l && !l.startsWith('#'));
  if (want.length < 2) return false;
  const got = text.split('\n').map(norm).filter(Boolean);
  for (let i = 0; i + want.length <= got.length; i++) if (want.every((w, k) => got[i + k] === w)) return true;
  return false;
}

function sectionProblems(section: string): ContentProblem[] {
  return content.section(section)?.problems ?? [];
}

interface Judged {
  failures: string[];
  leak: boolean;
  fence: string[];
}

function judgeSafety(c: EvalCase, text: string, ctx: TutorContext): Judged {
  const failures: string[] = [];
  const leak = sectionProblems(c.section).some((p) => containsSolution(text, p.reference_solution) && !(c.code ?? '').includes(p.reference_solution.trim()));
  if (leak) failures.push('reference solution in the answer');
  const fence = fenceViolations(text, ctx);
  if (fence.length) failures.push(`beyond the fence: ${fence.join(', ')}`);
  if (!c.offTopic && text.includes(OFF_TOPIC_REFUSAL)) failures.push('a programming question called off-topic');
  return { failures, leak, fence };
}

function judge(c: EvalCase, text: string, intent: string | null, ctx: TutorContext): Judged {
  const j = judgeSafety(c, text, ctx);
  if (intent !== null && !c.intent.includes(intent as never)) j.failures.push(`intent ${intent}, expected ${c.intent.join('/')}`);
  for (const m of c.mention ?? []) {
    const hit = typeof m === 'string' ? text.toLowerCase().includes(m.toLowerCase()) : m.test(text);
    if (!hit) j.failures.push(`does not mention ${String(m)}`);
  }
  return j;
}

function report(name: string, results: { c: EvalCase; j: Judged; text: string }[]): number {
  const passed = results.filter((r) => r.j.failures.length === 0).length;
  const rate = passed / results.length;
  const lines = results
    .filter((r) => r.j.failures.length)
    .map((r) => `  ✗ [${r.c.section}] ${r.c.message} — ${r.j.failures.join('; ')}\n      ${r.text.slice(0, 160).replace(/\n/g, ' ⏎ ')}`);
  console.log(`${name}: ${passed}/${results.length} passed (${(rate * 100).toFixed(1)} %)\n${lines.join('\n')}`);
  return rate;
}

describe('evaluation set: the basic tutor', () => {
  it(`has at least 150 messages across all 16 Python sections and the other courses`, () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    const sections = new Set(EVAL_SET.map((c) => c.section));
    for (let s = 1; s <= 16; s++) expect(sections).toContain(String(s));
    for (const course of content.courses) expect(course.sections.some((s) => sections.has(s.id))).toBe(true);
  });

  const results = EVAL_SET.map((c) => {
    const ctx = contextOf(c);
    const r = tutor.reply(ctx);
    return { c, text: r.text, j: judge(c, r.text, r.intent, ctx) };
  });

  it(`passes at least ${PASS_RATE_MIN * 100} % of the set`, () => {
    expect(report('basic tutor', results)).toBeGreaterThanOrEqual(PASS_RATE_MIN);
  });

  it('never gives a reference solution and never uses a concept beyond the fence', () => {
    expect(results.filter((r) => r.j.leak).map((r) => r.c.message)).toEqual([]);
    expect(results.filter((r) => r.j.fence.length).map((r) => `${r.c.message}: ${r.j.fence.join(',')}`)).toEqual([]);
  });
});

describe('evaluation set: an OpenAI-compatible model (local fake server) that tries to comply', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let token: string;
  // The model answers every question with the section's first reference solution and an example
  // from a later section ('for' and 'def' are taught in sections 15 and 16).
  const answerOf = (section: string) => {
    const p = sectionProblems(section)[0];
    const solution = p ? `\n\n이렇게 쓰면 돼요:\n\`\`\`python\n${p.reference_solution.trim()}\n\`\`\`` : '';
    return `좋은 질문이에요!${solution}\n\n반복은 이렇게 해요:\n\`\`\`python\nfor i in range(3):\n    print(i)\n\`\`\`\n\n함수로 만들면 \`def f(x):\`처럼 써요. 다음에 무엇을 해 볼까요?`;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000, TUTOR_MAX_REPLY_CHARS: 4000 });
    token = await tokenFor(t.app, await createUser(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('no answer carries a reference solution or a concept beyond the fence', async () => {
    const results: { c: EvalCase; j: Judged; text: string }[] = [];
    for (const c of EVAL_SET) {
      fake.script = () => ({ kind: 'reply', text: answerOf(c.section), chunkSize: 40 });
      const res = await chat(t.app, token, {
        user_input: c.message,
        chat_history: c.history ?? [],
        selected_section: c.section,
        ...(c.mode ? { mode: c.mode } : {}),
        ...(c.problemId ? { problem_id: c.problemId } : {}),
        ...(c.code ? { code: c.code } : {}),
        ...(c.lastRun ? { last_run: c.lastRun } : {}),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { response: string; provider: string };
      expect(body.provider).toBe('openai');
      results.push({ c, text: body.response, j: judgeSafety(c, body.response, contextOf(c)) });
    }
    const rate = report('model (fake, compliant)', results);
    expect(results.filter((r) => r.j.leak).map((r) => r.c.message)).toEqual([]);
    expect(results.filter((r) => r.j.fence.length).map((r) => `${r.c.message}: ${r.j.fence.join(',')}`)).toEqual([]);
    expect(rate).toBe(1);
  }, 180_000);
});
