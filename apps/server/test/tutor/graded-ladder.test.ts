// Walks the hint ladder of every graded problem of every course (evaluation mode, rungs 1–4 as the
// server's state climbs them) and checks that no rung shows a finished line of the reference solution
// that the starter lacks — in a code block, a code span or a sentence of a stored hint.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/store.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { buildContext } from '../../src/tutor/context.js';
import { hintReply } from '../../src/tutor/offline/replies/hints.js';
import { withoutSolutionLines } from '../../src/tutor/offline/fence.js';
import { buildRetrieval } from '../../src/tutor/retrieval.js';
import { logicalLines } from '../../src/tutor/skeleton.js';
import { EMPTY_STATE } from '../../src/tutor/state.js';

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
