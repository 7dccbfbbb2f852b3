// A question about one blank of the skeleton rung ('첫 번째 빈칸 뭐 들어가요?', 'while 빈칸은?', 'n 빈칸 모르겠어요'):
// the skeleton promised to look at the concept a blank needs, so the answer is about that blank — what kind of
// thing goes there (a condition, the value a variable gets, what is printed …), the concepts of the hidden
// expression by name and the lesson's one-line gist, and a question that leads to it. Never the hidden code.
import { type ConceptId } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { BLANK, logicalLines } from '../../skeleton.js';
import { conceptsInCode } from '../concept-scan.js';
import type { OfflineReply } from '../reply.js';
import { fencedCode } from '../format.js';
import { taskConceptName, taskOf } from '../task.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import { phraseJ } from '../../korean.js';
import { hintReply, safeSkeleton, TOP_RUNG } from './hints.js';

/** The message is about a blank ('빈칸', '____', 'N번째 칸'). */
const ABOUT_BLANK = /빈칸|빈\s*칸|_{3,}|blank|(?:첫|두|세|네|다섯|[1-9])\s*(?:번째|번)?\s*칸/i;
/** A blank as a slot of the skeleton ('첫 번째 빈칸', '다음 빈칸도', '빈칸에 뭐 들어가?'), not a space character ('빈칸 없애기'). */
const SLOT = /(?:첫|두|세|네|다섯|[1-9]|다음|마지막|나머지)\s*(?:번째|번)?\s*빈\s*칸|빈\s*칸\s*(?:에|은|는|도|엔)?\s*(?:뭐|무엇|뭘|어떤|들어)|_{3,}/;
const ORDINALS: [RegExp, number][] = [
  [/첫\s*(?:번째|째)?|(?:^|\D)1\s*(?:번째|번)/, 1],
  [/두\s*(?:번째|째)|둘째|(?:^|\D)2\s*(?:번째|번)/, 2],
  [/세\s*(?:번째|째)|셋째|(?:^|\D)3\s*(?:번째|번)/, 3],
  [/네\s*(?:번째|째)|넷째|(?:^|\D)4\s*(?:번째|번)/, 4],
  [/다섯\s*(?:번째|째)|(?:^|\D)5\s*(?:번째|번)/, 5],
];

const ORDINAL_WORDS = ['첫', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];

interface Blank {
  /** The skeleton line the blank is on (as shown). */
  shown: string;
  /** The solution line behind it (never shown). */
  hidden: string;
}

/** The skeleton's blanks in reading order, each with its line and the solution line behind it. */
function blanksOf(solution: string, starter: string, revealed: readonly string[]): Blank[] {
  const shown = safeSkeleton(solution, starter, revealed).code.split('\n');
  const hidden = logicalLines(solution);
  const out: Blank[] = [];
  shown.forEach((line, i) => {
    const count = line.split(BLANK).length - 1;
    for (let k = 0; k < count; k++) out.push({ shown: line, hidden: hidden[i] ?? '' });
  });
  return out;
}

/** Which blank the message means: by its number, by a code word of its line, else the first (the one the rung asked about). */
function chosenBlank(blanks: Blank[], message: string): { blank: Blank; at: number } {
  if (/마지막|끝/.test(message)) return { blank: blanks.at(-1)!, at: blanks.length };
  const n = ORDINALS.find(([re]) => re.test(message))?.[1];
  if (n && n <= blanks.length) return { blank: blanks[n - 1]!, at: n };
  const words = message.match(/[A-Za-z_][A-Za-z_0-9]*/g) ?? [];
  const byWord = words.length ? blanks.findIndex((b) => words.some((w) => new RegExp(`(?<![\\w])${w}(?![\\w])`).test(b.shown.replace(BLANK, ' ')))) : -1;
  const i = byWord >= 0 ? byWord : 0;
  return { blank: blanks[i]!, at: i + 1 };
}

/** What goes in a blank, by the form of the skeleton line (which the student sees). */
function blankKind(shown: string): string {
  const s = shown.trim();
  const kinds = TEXTS.blank.kind;
  let m: RegExpExecArray | null;
  if ((m = /^(if|elif|while)\s/.exec(s))) return m[1] === 'while' ? kinds.whileCondition : kinds.ifCondition(m[1]!);
  if (/^for\s/.test(s)) return kinds.forParts;
  if (/^return\b/.test(s)) return kinds.returned;
  if (s.startsWith(`${BLANK} =`)) return kinds.namedAndAssigned;
  if ((m = /^([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_]\w*)*(?:\[[^\]]*\])?)\s*([+\-*/%]|\/\/|\*\*)=\s*/.exec(s))) return kinds.updated(m[1]!);
  if ((m = /^([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_]\w*)*(?:\[[^\]]*\])?)\s*=\s*/.exec(s))) return kinds.assigned(m[1]!);
  if (/^print\s*\(/.test(s)) return kinds.printed;
  if ((m = /^([A-Za-z_][\w.]*)\s*\(/.exec(s))) return kinds.called(`${m[1]}()`);
  return kinds.wholeLine;
}

/** The concepts of the hidden code that the shown line does not already name. */
function hiddenConcepts(blank: Blank, ctx: TutorContext): ConceptId[] {
  const visible = conceptsInCode(blank.shown.replace(new RegExp(BLANK, 'g'), 'x'));
  return [...conceptsInCode(blank.hidden.trim())].filter((c) => !visible.has(c) && c !== 'variable' && ctx.fence.allows(c));
}

/**
 * The reply to a question about a skeleton blank, or undefined when the message is not one or there is no task with a
 * solution. `after`: the student's last question was about a blank and this one asks for the next ('다음 빈칸도').
 * Before the server's ladder has shown the skeleton (its own record, never the client's history), a question about a
 * blank is a question about a piece of the task: it gets at least the task's own hint, never the skeleton at once.
 */
export function blankReply(ctx: TutorContext, message: string, after?: string): OfflineReply | undefined {
  if (!ABOUT_BLANK.test(message)) return undefined;
  const task = taskOf(ctx);
  if (!task?.solution) return undefined;
  if (ctx.state.rung < TOP_RUNG) return SLOT.test(message) ? hintReply(ctx, Math.max(ctx.state.rung + 1, 2), TEXTS.blank.notShownYet) : undefined;
  const blanks = blanksOf(task.solution, task.starter, ctx.state.revealed);
  if (blanks.length === 0) return undefined;
  const previous = after && ABOUT_BLANK.test(after) ? chosenBlank(blanks, after).at : undefined;
  const { blank, at } = previous !== undefined && previous < blanks.length ? { blank: blanks[previous]!, at: previous + 1 } : chosenBlank(blanks, message);
  const concepts = hiddenConcepts(blank, ctx);
  const gist = concepts.map((c) => CONCEPT_GISTS[c]).find(Boolean);
  const names = concepts.slice(0, 2).map((c) => taskConceptName(ctx, c, blank.hidden)).join(', ');
  return {
    intent: 'hint',
    hintLevel: TOP_RUNG,
    text: TEXTS.blank.reply(ORDINAL_WORDS[at - 1] ?? String(at), fencedCode(blank.shown.trim()), blankKind(blank.shown), names ? TEXTS.blank.concepts(phraseJ(names, '을/를')) : '', gist ?? '', TEXTS.blank.ask),
  };
}
