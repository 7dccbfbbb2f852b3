// Every rung of the hint ladder on every graded problem and practice exercise, rendered the way a
// student gets it (the offline tutor's reply to '힌트' with the server's state walked rung by rung, so
// the graded blanking of near-solution pieces is applied), and read for text a teacher would call
// broken (issue 24, class 5): a sentence that starts with a blank, a particle hanging on a blank
// ('____로 …'), a sentence the blanking emptied or left one word long, a colon or quote that
// dangles, a code block that became only blanks, a rung that says nothing the previous one did not.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/store.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { buildContext, type ContextRequest } from '../../src/tutor/context.js';
import { withoutSolutionLines } from '../../src/tutor/offline/fence.js';
import { createOfflineTutor } from '../../src/tutor/offline/tutor.js';
import { TOP_RUNG } from '../../src/tutor/offline/replies/hints.js';
import { buildRetrieval } from '../../src/tutor/retrieval.js';
import { EMPTY_STATE, nextState, type ConversationState } from '../../src/tutor/state.js';

const content = loadContent(CONTENT_DIR);
const retrieval = buildRetrieval(content);
const tutor = createOfflineTutor(retrieval);
const user = { id: 1, username: 'tester', email: 'tester@example.com' };

/** A blank as the ladder and the starters write it. */
const BLANKISH = /_{3,}/;
const CODE_BLOCK = /(`{3,})[^\n]*\n([\s\S]*?)\n?\1/g;

/** Each rung's text, walked as a conversation: the state after one rung is the state of the next request. */
export function ladderOf(section: string, task: Partial<ContextRequest>): string[] {
  const base = buildContext(content, retrieval, user, { userInput: '힌트', history: [], selectedSection: section, ...task });
  let state: ConversationState = EMPTY_STATE;
  const texts: string[] = [];
  for (let rung = 1; rung <= TOP_RUNG; rung++) {
    const reply = tutor.reply({ ...base, state });
    if (reply.hintLevel !== rung) throw new Error(`${task.problemId ?? task.exerciseId}: '힌트' at rung ${rung - 1} answered rung ${reply.hintLevel}`);
    texts.push(reply.text);
    state = nextState(state, reply, null);
  }
  return texts;
}

/** A rung's sentences outside code blocks (markdown marks, the bullet and the 💡 left out). */
function sentencesOf(text: string): string[] {
  return text
    .replace(CODE_BLOCK, '\n')
    .split('\n')
    .map((l) => l.replace(/^\s*(?:>\s*|[-*]\s+|\d+\.\s+|💡\s*)*/u, '').trim())
    .filter(Boolean)
    .flatMap((l) => l.split(/(?<=[.?!])\s+(?=\S)/));
}

/** What a rung says beyond its heading and the ladder's fixed sentences: its sentences and code blocks, steps renumbered. */
function substanceOf(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/^\*\*\[[^\]]+\]\*\*|^\*\*\d단계/.test(l.trim()))
    .join('\n')
    .replace(/\n(?:이 힌트는 코드의 어느 줄에|여기서 더 알려 주면|어느 빈칸이 어려운지)[^\n]*$/, '')
    .trim();
}

/** Why a rung reads broken (empty: it reads well). */
export function renderProblems(text: string, previous?: string): string[] {
  const out: string[] = [];
  for (const s of sentencesOf(text)) {
    if (!BLANKISH.test(s)) continue;
    const words = s.replace(/`?_{3,}`?/g, ' ').replace(/[*`「」"'“”‘’.,:;?!()[\]—-]/g, ' ').trim().split(/\s+/).filter(Boolean);
    if (/^[`"'「(]*_{3,}/.test(s)) out.push(`a sentence starts with a blank: "${s.slice(0, 40)}"`);
    if (/_{3,}`?[)\]」"']*[가-힣]/.test(s.replace(/빈칸\s*\(`?_{3,}`?\)/g, '빈칸'))) out.push(`a particle hangs on a blank: "${s.slice(0, 60)}"`);
    if (/[:：]\s*`?_{3,}`?[.?!]?$|["'「“‘]\s*`?_{3,}`?\s*[.?!]?$/.test(s)) out.push(`a colon or quote left pointing at a blank: "${s.slice(-40)}"`);
    else if (words.length <= 1 || /_{3,}`?\)?\s*[.?!]?$/.test(s)) out.push(`a sentence the blanking emptied or cut short: "${s.slice(-60)}"`);
  }
  for (const line of text.replace(CODE_BLOCK, '⟦code⟧').split('\n')) {
    const t = line.trim();
    if ((t.match(/`/g) ?? []).length % 2 === 1) out.push(`an unclosed code span: "${t.slice(0, 60)}"`);
    if (((t.match(/"/g) ?? []).length % 2 === 1 && !/`[^`]*"[^`]*`/.test(t)) || (t.match(/「/g) ?? []).length !== (t.match(/」/g) ?? []).length) out.push(`an unclosed quote: "${t.slice(0, 60)}"`);
    if (/[:：]$/.test(t) && !/^\*\*/.test(t)) {
      const after = text.replace(CODE_BLOCK, '⟦code⟧').split('\n');
      const next = after.slice(after.indexOf(line) + 1).find((l) => l.trim())?.trim();
      if (!next || !/^(⟦code⟧|[-*>]|\d+\.)/.test(next)) out.push(`a dangling colon: "${t.slice(-40)}"`);
    }
  }
  for (const m of text.matchAll(CODE_BLOCK)) {
    const lines = m[2]!.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    if (lines.length > 0 && lines.every((l) => /^\s*_{3,}\s*$/.test(l))) out.push('a code block that is only blanks');
    // A line the blanking cut through ('____)' left of `scores.append(int(input()))`): its brackets no longer pair.
    for (const l of lines) {
      const bare = l.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""').replace(/#.*$/, '');
      let depth = 0;
      for (const ch of bare) {
        depth += '([{'.includes(ch) ? 1 : ')]}'.includes(ch) ? -1 : 0;
        if (depth < 0) break;
      }
      if (depth !== 0 && !/[([{,\\]\s*$/.test(bare)) out.push(`a code line cut by the blanking: "${l.trim().slice(0, 40)}"`);
    }
  }
  if (previous !== undefined && substanceOf(text) === substanceOf(previous)) out.push('the rung says nothing the previous rung did not');
  return out;
}

type Task = { section: string; id: string; req: Partial<ContextRequest> };
const tasks: Task[] = content.courses.flatMap((course) =>
  course.sections.flatMap((s) => [
    ...(content.section(s.id)?.problems ?? []).map((p) => ({ section: s.id, id: p.id, req: { problemId: p.id, mode: 'evaluation' as const } })),
    ...(content.section(s.id)?.practice ?? []).map((e) => ({ section: s.id, id: e.id, req: { exerciseId: e.id, mode: 'practice' as const } })),
  ]),
);

/** The blanking of graded replies (fence.ts → near-solution.ts) as the offline tutor applies it. */
function blanked(section: string, problemId: string, text: string): string {
  const ctx = buildContext(content, retrieval, user, { userInput: '힌트', history: [], selectedSection: section, problemId, mode: 'evaluation' });
  return withoutSolutionLines(text, ctx);
}

describe('every rung of every hint ladder reads as Korean a teacher would write', () => {
  it('recognises broken rungs', () => {
    expect(renderProblems('**2단계: 힌트** — 「x」\n\n💡 ____로 나머지를 구해요.')).toEqual(expect.arrayContaining([expect.stringMatching(/starts with a blank/), expect.stringMatching(/particle/)]));
    expect(renderProblems('💡 자릿수의 합은 ____.')).toEqual([expect.stringMatching(/emptied/)]);
    expect(renderProblems('💡 자릿수의 합은 빈칸(`____`).')).toEqual([expect.stringMatching(/emptied/)]);
    expect(renderProblems('💡 이렇게 써요: `____`')).toEqual([expect.stringMatching(/colon or quote/)]);
    expect(renderProblems('💡 반복할 때마다 더해요. 예:\n\n다음 줄')).toEqual([expect.stringMatching(/dangling colon/)]);
    expect(renderProblems('뼈대:\n```python\n____\n    ____\n```')).toEqual(['a code block that is only blanks']);
    expect(renderProblems('**3단계: 뼈대 코드** — 「x」의 빈칸(`____`)을 채워 보세요.\n\n```python\nscores = []\n____)\n```')).toEqual(['a code line cut by the blanking: "____)"']);
    expect(renderProblems('**3단계: 마지막 힌트** — 「x」\n\n💡 같은 말', '**2단계: 힌트** — 「x」\n\n💡 같은 말')).toEqual(['the rung says nothing the previous rung did not']);
    // What reads well: a blank named as the skeleton's blank, a sentence around a blank in code form.
    expect(renderProblems('**3단계: 뼈대 코드** — 「x」의 빈칸(`____`)을 채워 보세요.\n\n```python\nn = int(input())\n____\n```')).toEqual([]);
    expect(renderProblems('💡 나머지 연산자 `%`를 떠올려 보세요. 마지막 자리는 어떻게 구할까요?')).toEqual([]);
    expect(renderProblems('💡 빈칸(`____`)으로 가운데 글자의 인덱스를 구해요.')).toEqual([]);
  });

  it('covers every graded problem and practice exercise', () => {
    expect(tasks.filter((t) => t.req.problemId).length).toBeGreaterThan(100);
    expect(tasks.filter((t) => t.req.exerciseId).length).toBeGreaterThan(100);
  });

  it('no rung of any ladder reads broken', () => {
    const bad: string[] = [];
    for (const t of tasks) {
      const rungs = ladderOf(t.section, t.req);
      rungs.forEach((text, i) => {
        for (const why of renderProblems(text, rungs[i - 1])) bad.push(`[${t.id} rung ${i + 1}] ${why}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('no stored hint of a graded problem needs the blanking (it points the way in words, not with the answer\'s code)', () => {
    const cut = tasks.filter((t) => t.req.problemId).filter((t) => {
      const hint = content.section(t.section)!.problems.find((p) => p.id === t.req.problemId)!.hint;
      return blanked(t.section, t.id, hint) !== hint;
    });
    expect(cut.map((t) => t.id)).toEqual([]);
  });
});
