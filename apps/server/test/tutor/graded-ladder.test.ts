// Walks the hint ladder of every graded problem of every course (evaluation mode, rungs 1–4 as the
// server's state climbs them) and checks that no rung shows a finished line of the reference solution
// that the starter lacks — in a code block, a code span or a sentence of a stored hint.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/store.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { buildContext } from '../../src/tutor/context.js';
import { hintReply, safeSkeleton, TOP_RUNG } from '../../src/tutor/offline/replies/hints.js';
import { createOfflineTutor } from '../../src/tutor/offline/tutor.js';
import { withoutSolutionLines } from '../../src/tutor/offline/fence.js';
import { buildRetrieval } from '../../src/tutor/retrieval.js';
import { BLANK, logicalLines } from '../../src/tutor/skeleton.js';
import { EMPTY_STATE, normaliseLine } from '../../src/tutor/state.js';

const content = loadContent(CONTENT_DIR);
const retrieval = buildRetrieval(content);
const squeeze = (l: string) => l.replace(/\s+/g, '');

describe('graded problems: the ladder never shows a finished solution line', () => {
  it('no rung of any problem shows a line (longer than a keyword) the starter lacks', () => {
    const shown: string[] = [];
    let problems = 0;
    for (const course of content.courses) {
      for (const section of course.sections) {
        for (const p of section.problems) {
          problems++;
          const base = buildContext(content, retrieval, { id: 1, username: 'student', email: 'student@example.com' }, { userInput: '힌트', history: [], selectedSection: section.id, mode: 'evaluation', problemId: p.id });
          const given = new Set(logicalLines(p.starter_code).map(squeeze));
          // A line the question itself spells out (s501-p2's '작으면 `lo = mid + 1`') is shown, not leaked.
          const asked = squeeze(p.question.replace(/`/g, ' '));
          const spelled = (l: string) => new RegExp(`(?<!\\w)${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`).test(asked);
          const missing = logicalLines(p.reference_solution).map(squeeze).filter((l) => l.length > 6 && !given.has(l) && !spelled(l) && !/^(break|continue|pass|return|else:|try:|finally:)$/.test(l));
          const texts = [1, 2, 3, 4].map((rung) => withoutSolutionLines(hintReply({ ...base, state: { ...EMPTY_STATE, rung: rung - 1 } }, rung).text, base));
          for (const m of missing) if (texts.some((t) => t.split('\n').some((line) => squeeze(line.replace(/`/g, '')).includes(m)))) shown.push(`${p.id}: ${m}`);
        }
      }
    }
    expect(problems).toBeGreaterThan(100);
    expect(shown).toEqual([]);
  });
});

describe('graded problems: a question about a blank of the skeleton', () => {
  const tutor = createOfflineTutor(retrieval);
  const ORDINALS = ['첫 번째', '두 번째', '세 번째', '네 번째', '다섯 번째'];
  /** The code a blank hides: the solution line's text where the skeleton line has the blank (spaces removed). */
  const hiddenPiece = (shown: string, hidden: string): string => {
    const at = shown.indexOf(BLANK);
    const before = squeeze(shown.slice(0, at));
    const after = squeeze(shown.slice(at + BLANK.length).split(BLANK)[0] ?? '');
    const h = squeeze(hidden);
    if (!h.startsWith(before)) return h;
    return h.slice(before.length, after && h.endsWith(after) ? h.length - after.length : undefined);
  };

  it('gets that blank: its line, what goes there and a question — never the code behind it or a finished solution line', () => {
    const leaks: string[] = [];
    let asked = 0;
    for (const course of content.courses) {
      for (const section of course.sections) {
        for (const p of section.problems) {
          const shown = safeSkeleton(p.reference_solution, p.starter_code).code.split('\n');
          const hidden = logicalLines(p.reference_solution);
          // One entry per blank, in reading order (a `for ____ in ____:` line has two).
          const blanks = shown.flatMap((line, i) => Array.from({ length: line.split(BLANK).length - 1 }, () => ({ line, hidden: hidden[i] ?? '' })));
          const given = new Set(logicalLines(p.starter_code).map(normaliseLine));
          const secret = hidden.map(normaliseLine).filter((l) => l.length > 6 && !given.has(l) && !/^(else:|try:|break|continue|pass|return)$/.test(l));
          blanks.slice(0, ORDINALS.length).forEach((b, i) => {
            const base = buildContext(content, retrieval, { id: 1, username: 'student', email: 'student@example.com' }, { userInput: `${ORDINALS[i]} 빈칸에 뭐 들어가요? 답 알려줘`, history: [], selectedSection: section.id, mode: 'evaluation', problemId: p.id });
            const reply = tutor.reply({ ...base, state: { ...EMPTY_STATE, rung: TOP_RUNG, lastIntent: 'hint' } });
            asked++;
            if (reply.hintLevel !== TOP_RUNG || !reply.text.includes(b.line.trim())) leaks.push(`${p.id} blank ${i + 1}: not about that blank`);
            const piece = hiddenPiece(b.line.trim(), b.hidden.trim());
            const text = squeeze(reply.text.replace(/`/g, ''));
            // The piece as code in the reply (any spacing, not inside a longer name: 'item' is not in 'self.items').
            const asCode = new RegExp(`(?<![\\w.])${piece.split('').map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}(?![\\w])`);
            // A bare call ('input()') names a function the way the lessons do; it is not the blank's code.
            if (piece.length >= 4 && !/^\w+\(\)$/.test(piece) && !squeeze(p.question).includes(piece) && asCode.test(reply.text.replace(/`/g, ''))) leaks.push(`${p.id} blank ${i + 1}: shows ${piece}`);
            for (const l of secret) if (text.includes(squeeze(l))) leaks.push(`${p.id} blank ${i + 1}: shows the line ${l}`);
          });
        }
      }
    }
    expect(asked).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  });
});

