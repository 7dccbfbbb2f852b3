// The teacher-style rubric shared by the sealed set (sealed.test.ts) and the class tuning set
// (class-set.test.ts): every `mention` must appear, at least one `anyOf`, no `forbid`, and the reply
// (after the basic tutor's label and markdown emphasis) starts with `startsWith`. Each case runs
// through the real chat API: a fresh student, the `before` turns first in the same conversation.
import { expect } from 'vitest';
import type { ChatMessageIn } from '@dodam/contracts';
import { createUser, tokenFor, type TestApp } from '../helpers.js';
import { chat } from './tutor-helpers.js';

export type Rule = string | RegExp;

/** The fields the harness reads of a case (a set's own type may carry more). */
export interface CaseView {
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
  /** A made-up chat_history sent before the case's turns (the client's history is display only). */
  history?: ChatMessageIn[];
  mention?: Rule | Rule[];
  anyOf?: Rule | Rule[];
  forbid?: Rule | Rule[];
  startsWith?: Rule | Rule[];
}

/** The exported array of cases, whatever the set names it. */
export function casesOf(mod: Record<string, unknown>): CaseView[] {
  for (const value of Object.values(mod)) {
    if (Array.isArray(value) && value.length > 0 && typeof (value[0] as { message?: unknown }).message === 'string') return value as CaseView[];
  }
  throw new Error('the set exports no array of cases');
}

const list = (r: Rule | Rule[] | undefined): Rule[] => (r === undefined ? [] : Array.isArray(r) ? r : [r]);
const hits = (text: string, r: Rule) => (typeof r === 'string' ? text.toLowerCase().includes(r.toLowerCase()) : r.test(text));
/** The reply without the basic tutor's label, markdown emphasis and leading space (for startsWith). */
const opening = (text: string) => text.replace(/^\*\*\[[^\]]*\]\*\*\s*/, '').replace(/^[\s_*>]+/, '');

/** Why a reply fails the case (empty: it passes). */
export function failures(c: CaseView, text: string): string[] {
  const out: string[] = [];
  for (const r of list(c.mention)) if (!hits(text, r)) out.push(`does not mention ${String(r)}`);
  const any = list(c.anyOf);
  if (any.length && !any.some((r) => hits(text, r))) out.push(`none of ${any.map(String).join(' | ')}`);
  for (const r of list(c.forbid)) if (hits(text, r)) out.push(`forbidden ${String(r)}`);
  const starts = list(c.startsWith);
  if (starts.length) {
    const head = opening(text);
    if (!starts.some((r) => (typeof r === 'string' ? head.startsWith(r) : new RegExp(`^(?:${r.source})`, r.flags).test(head)))) out.push(`does not start with ${starts.map(String).join(' | ')}`);
  }
  return out;
}

export const passes = (c: CaseView, text: string): boolean => failures(c, text).length === 0;

export interface SetResult {
  passed: number;
  total: number;
  byClass: Map<string, { passed: number; total: number }>;
  failing: { id: string; message: string; reply: string; why: string[] }[];
}

/** Run every case through the chat API (one new student per case) and judge the last reply. */
export async function runSet(t: TestApp, cases: CaseView[]): Promise<SetResult> {
  const byClass = new Map<string, { passed: number; total: number }>();
  const failing: SetResult['failing'] = [];
  let passed = 0;
  for (const [i, c] of cases.entries()) {
    // One student per case: the server's conversation state starts empty, as for a new student.
    const token = await tokenFor(t.app, await createUser(t.app));
    // Same section, mode and problem/exercise for every turn; each turn's own code and run when given.
    const base = {
      selected_section: c.section ?? '',
      ...(c.mode ? { mode: c.mode } : {}),
      ...(c.problemId ? { problem_id: c.problemId } : {}),
      ...(c.exerciseId ? { exercise_id: c.exerciseId } : {}),
    };
    const history: ChatMessageIn[] = [...(c.history ?? [])];
    let text = '';
    for (const turn of [...(c.before ?? []), { message: c.message, code: c.code, lastRun: c.lastRun }]) {
      const message = turn.message;
      const own = { ...(turn.code !== undefined ? { code: turn.code } : {}), ...(turn.lastRun ? { last_run: turn.lastRun } : {}) };
      const res = await chat(t.app, token, { ...base, ...own, user_input: message, chat_history: history });
      expect(res.statusCode, `case ${c.id ?? i}`).toBe(200);
      text = (res.json() as { response: string }).response;
      history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
    }
    const why = failures(c, text);
    const cls = c.cls ?? '?';
    const entry = byClass.get(cls) ?? { passed: 0, total: 0 };
    entry.total++;
    if (why.length === 0) {
      entry.passed++;
      passed++;
    } else failing.push({ id: String(c.id ?? i), message: c.message, reply: text, why });
    byClass.set(cls, entry);
  }
  return { passed, total: cases.length, byClass, failing };
}

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)} %`;

/** '  cls: p/t (x %)' lines, sorted by class. */
export function perClass(r: SetResult): string {
  return [...r.byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cls, e]) => `  ${cls}: ${e.passed}/${e.total} (${pct(e.passed, e.total)})`)
    .join('\n');
}

export const rate = (r: SetResult): string => `${r.passed}/${r.total} passed (${pct(r.passed, r.total)})`;
