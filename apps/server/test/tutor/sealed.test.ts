// The sealed evaluation set (sealed-set.ts, written by someone who has not read the tutor's code)
// run through the real API: a fresh database, the chat route, the earlier student turns of a case
// (`before`) sent first in the same conversation. The set is never used for tuning: this harness
// prints only the pass rate, overall and per class, and the ids of failing cases — never the
// messages or the replies. Goal ≥ 85 % (issue 24, not reached yet: see bench/README.md); the test
// fails below the last measured floor, so a change that makes the tutor worse on it is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageIn } from '@dodam/contracts';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import * as sealed from './sealed-set.js';
import { chat } from './tutor-helpers.js';

export const SEALED_GOAL = 0.85;
/** The pass rate measured last (bench/README.md), rounded down: the tutor must not fall below it. */
export const SEALED_FLOOR = 0.4;

type Rule = string | RegExp;

/** The fields the harness reads of a sealed case (the set's own type may carry more). */
interface CaseView {
  id?: string | number;
  cls?: string;
  section?: string;
  message: string;
  mode?: 'practice' | 'evaluation';
  problemId?: string;
  exerciseId?: string;
  code?: string;
  lastRun?: unknown;
  before?: { message: string; code?: string; lastRun?: unknown }[];
  mention?: Rule | Rule[];
  /* The set's own rubric fields, read as a list or a single rule. */
  anyOf?: Rule | Rule[];
  forbid?: Rule | Rule[];
  startsWith?: Rule | Rule[];
}

/** The exported array of cases, whatever the set names it. */
function casesOf(mod: Record<string, unknown>): CaseView[] {
  for (const value of Object.values(mod)) {
    if (Array.isArray(value) && value.length > 0 && typeof (value[0] as { message?: unknown }).message === 'string') return value as CaseView[];
  }
  throw new Error('sealed-set.ts exports no array of cases');
}

const list = (r: Rule | Rule[] | undefined): Rule[] => (r === undefined ? [] : Array.isArray(r) ? r : [r]);
const hits = (text: string, r: Rule) => (typeof r === 'string' ? text.toLowerCase().includes(r.toLowerCase()) : r.test(text));
/** The reply without the basic tutor's label, markdown emphasis and leading space (for startsWith). */
const opening = (text: string) => text.replace(/^\*\*\[[^\]]*\]\*\*\s*/, '').replace(/^[\s_*>]+/, '');

function passes(c: CaseView, text: string): boolean {
  if (!list(c.mention).every((r) => hits(text, r))) return false;
  const any = list(c.anyOf);
  if (any.length && !any.some((r) => hits(text, r))) return false;
  if (list(c.forbid).some((r) => hits(text, r))) return false;
  const starts = list(c.startsWith);
  if (starts.length) {
    const head = opening(text);
    if (!starts.some((r) => (typeof r === 'string' ? head.startsWith(r) : new RegExp(`^(?:${r.source})`, r.flags).test(head)))) return false;
  }
  return true;
}

const CASES = casesOf(sealed as Record<string, unknown>);

describe('sealed evaluation set (never tuned on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`reports the pass rate overall and per class (goal ${SEALED_GOAL * 100} %, floor ${SEALED_FLOOR * 100} %)`, async () => {
    const byClass = new Map<string, { passed: number; total: number }>();
    const failing: string[] = [];
    let passed = 0;
    for (const [i, c] of CASES.entries()) {
      // One student per case: the server's conversation state starts empty, as for a new student.
      const token = await tokenFor(t.app, await createUser(t.app));
      // Same section, mode and problem/exercise for every turn; each turn's own code and run when given.
      const base = {
        selected_section: c.section ?? '',
        ...(c.mode ? { mode: c.mode } : {}),
        ...(c.problemId ? { problem_id: c.problemId } : {}),
        ...(c.exerciseId ? { exercise_id: c.exerciseId } : {}),
      };
      const history: ChatMessageIn[] = [];
      let text = '';
      for (const turn of [...(c.before ?? []), { message: c.message, code: c.code, lastRun: c.lastRun }]) {
        const message = turn.message;
        const own = { ...(turn.code !== undefined ? { code: turn.code } : {}), ...(turn.lastRun ? { last_run: turn.lastRun } : {}) };
        const res = await chat(t.app, token, { ...base, ...own, user_input: message, chat_history: history });
        expect(res.statusCode, `case ${c.id ?? i}`).toBe(200);
        text = (res.json() as { response: string }).response;
        history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
      }
      const ok = passes(c, text);
      const cls = c.cls ?? '?';
      const entry = byClass.get(cls) ?? { passed: 0, total: 0 };
      entry.total++;
      if (ok) {
        entry.passed++;
        passed++;
      } else failing.push(String(c.id ?? i));
      byClass.set(cls, entry);
    }
    const rate = passed / CASES.length;
    const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)} %`;
    const perClass = [...byClass.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cls, e]) => `  ${cls}: ${e.passed}/${e.total} (${pct(e.passed, e.total)})`)
      .join('\n');
    console.log(`sealed set: ${passed}/${CASES.length} passed (${pct(passed, CASES.length)}; goal ${SEALED_GOAL * 100} %)\n${perClass}\n  failing ids: ${failing.join(', ') || '—'}`);
    expect(rate).toBeGreaterThanOrEqual(SEALED_FLOOR);
  }, 600_000);
});
