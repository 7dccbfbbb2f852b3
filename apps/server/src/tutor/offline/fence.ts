// The fence over everything the tutor says: code beyond what the student has learnt, and on graded
// problems the reference solution's lines, never reach a reply.
import { parseFenceInfo, type ConceptId } from '@dodam/contracts';
import { codeOfReply, conceptsInCode, conceptsInReply, taughtAtSentence, TAUGHT_AT_LINE } from './concept-scan.js';
import type { TutorContext } from '../context.js';
import { BLANK, logicalLines, skeletonFromSolution } from '../skeleton.js';
import { normaliseLine } from '../state.js';
import { TEXTS } from './texts.js';
import { replaceCodeBlocks } from '../code-blocks.js';
import { heartsOf, readableBlanks, withoutNearSolutions } from './near-solution.js';
import { codeConcepts, type Classification } from './intents.js';

/**
 * The concepts beyond the fence that the code quoted in a question uses ('print(s[::-1]) 이거 뭐예요' in section 3 asks
 * about slicing, not print), added to what the words name, so that the fence reply names the most specific concept.
 * What the student's own code already uses is not beyond the fence (applyFence lets it be named).
 */
export function withFencedCode(c: Classification, message: string, ctx: Pick<TutorContext, 'fence' | 'code'>): Classification {
  if (c.pastedTraceback) return c;
  const own = ctx.code.trim() ? conceptsInCode(ctx.code) : new Set<ConceptId>();
  // A hyphenated name ('f-string', 'e-mail') is a word, not a subtraction.
  const beyond = codeConcepts(message.replace(/\b[A-Za-z]+(?:-[A-Za-z]+)+\b/g, ' ')).filter((x) => !ctx.fence.allows(x) && !own.has(x) && !c.understood.concepts.includes(x));
  if (beyond.length === 0) return c;
  return { ...c, programming: true, understood: { ...c.understood, concepts: [...c.understood.concepts, ...beyond], programming: true } };
}

/**
 * Drops code the student has not learnt yet from a reply (code blocks and lines with such code
 * spans), and says where that concept is taught instead. The student's own code may be quoted.
 */
export function applyFence(text: string, ctx: Pick<TutorContext, 'fence' | 'code' | 'course'>): string {
  const own = ctx.code;
  const isOwn = (code: string) => code.trim() !== '' && own.includes(code.trim());
  // What the student's own code already uses may be named in the answer about it (else a tip about
  // their `for` loop in section 12 would be cut out, leaving its line quoted with nothing said).
  const used = own.trim() ? conceptsInCode(own) : new Set<ConceptId>();
  const allows = (c: ConceptId) => ctx.fence.allows(c) || used.has(c);
  const dropped = new Set<ConceptId>();
  const outside = (code: string) => [...conceptsInCode(code)].filter((c) => !allows(c));
  let out = replaceCodeBlocks(text, ({ whole, info: lang, body }) => {
    if (isOwn(body) || body.split('\n').every((l) => !l.trim() || isOwn(l))) return whole;
    // A Parsons puzzle is the open exercise's own model solution (and its mistakes): the exercise's content, not a suggestion.
    if (parseFenceInfo(lang).parsons) return whole;
    const bad = outside(body);
    if (bad.length === 0) return whole;
    for (const c of bad) dropped.add(c);
    return '';
  });
  let inCode = false;
  out = out
    .split('\n')
    .filter((line) => {
      if (/^`{3,}/.test(line)) inCode = !inCode;
      if (inCode || TAUGHT_AT_LINE.test(line)) return true;
      const spans = codeOfReply(line).spans.filter((s) => !isOwn(s));
      if (spans.length === 0) return true;
      const bad = [...conceptsInReply(spans.map((s) => `\`${s}\``).join(' '))].filter((c) => !allows(c));
      if (bad.length === 0) return true;
      for (const c of bad) dropped.add(c);
      return false;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  if (dropped.size === 0) return text;
  const notes = [...dropped].slice(0, 2).map((c) => taughtAtSentence(ctx.fence, c, ctx.course));
  return `${out.trim()}\n\n(${notes.join(' ')})`;
}

/**
 * Code blocks that contain a reference solution of the course (two or more of its lines in order) are
 * replaced: a model may quote a lesson that teaches with the very program a problem asks for.
 */
export function dropSolutions(text: string, ctx: Pick<TutorContext, 'course' | 'code' | 'problem'>): string {
  const solutions = [...(ctx.course?.sections ?? []).flatMap((s) => s.problems.map((p) => p.reference_solution)), ...(ctx.problem ? [ctx.problem.reference_solution] : [])];
  return replaceCodeBlocks(text, ({ whole, body }) =>
    solutions.some((s) => includesLines(body, s) && !includesLines(ctx.code, s)) ? TEXTS.fence.solutionHidden : whole,
  );
}

/** Concepts beyond the fence in a reply, the student's own code excepted (for tests and the model's answers). */
export function fenceViolations(text: string, ctx: Pick<TutorContext, 'fence' | 'code'>): ConceptId[] {
  const own = ctx.code;
  const kept = replaceCodeBlocks(text, ({ whole, body }) => (body.trim() && own.includes(body.trim()) ? '' : whole));
  const spansRemoved = kept.replace(/(`+)\s?([^`\n]+?)\s?\1/g, (whole, _t, span: string) => (own.includes(span.trim()) ? '' : whole));
  return [...conceptsInReply(spansRemoved)].filter((c) => !ctx.fence.allows(c));
}

/** `solution`'s lines (two or more) appear in `code` in order, one after another. */
export function includesLines(code: string, solution: string): boolean {
  const norm = (l: string) => l.replace(/\s+/g, ' ').trim();
  const want = solution.split('\n').map(norm).filter((l) => l && !l.startsWith('#'));
  if (want.length < 2) return false;
  const got = code.split('\n').map(norm).filter(Boolean);
  for (let i = 0; i + want.length <= got.length; i++) if (want.every((w, k) => got[i + k] === w)) return true;
  return false;
}

/** Expressions every program reads its input with: never a secret by themselves. */
const COMMON_CORE = /^(?:(?:int|float|str|list)\()?input\(\)(?:\.split\(\))?\)?$/;

/** The expression at the heart of a solution line: an assignment's right side, a return value, a condition, what is printed. */
function secretCores(line: string): string[] {
  const cores: string[] = [];
  const assign = /^[\w.,[\]"'\s]+?\s*(?:\*\*|\/\/|[-+*/%])?=(?!=)\s*(.+)$/.exec(line);
  if (assign && !/^(if|elif|while|for|return)\b/.test(line)) cores.push(assign[1]!);
  const ret = /^return\s+(.+)$/.exec(line);
  if (ret) cores.push(ret[1]!);
  const cond = /^(?:if|elif|while)\s+(.+):$/.exec(line);
  if (cond) cores.push(cond[1]!);
  const printed = /^print\s*\((.+)\)$/.exec(line);
  if (printed) cores.push(printed[1]!);
  return cores;
}

/**
 * The student's own lines (their code, and code they typed in the message) as the reply quotes them: not
 * secrets — they wrote them. A reply that points at 'line 3' must show their line 3, not ____ (issue 24: a
 * quoted own line was blanked). Longest first, so a line is kept whole.
 */
function ownLines(ctx: Partial<Pick<TutorContext, 'code' | 'userInput'>>): string[] {
  const typed = (ctx.userInput ?? '').replace(/`/g, '\n');
  return [...new Set([...logicalLines(ctx.code ?? ''), ...logicalLines(typed)].map((l) => l.trim()).filter((l) => l.length > 3))].sort((a, b) => b.length - a.length);
}

/**
 * On a graded problem no reply line shows a finished line of the reference solution that the starter
 * lacks. The student's own lines, quoted as they wrote them, are kept (ownLines): quoting them tells nothing new.
 */
export function withoutSolutionLines(text: string, ctx: Pick<TutorContext, 'mode' | 'problem'> & Partial<Pick<TutorContext, 'code' | 'userInput'>>): string {
  if (ctx.mode !== 'evaluation' || !ctx.problem) return text;
  const own = ownLines(ctx).filter((l) => text.includes(l));
  if (own.length === 0) return secretLinesBlanked(text, ctx);
  // Each own line quoted whole in the reply (a whole reply line, or a whole code span) is set aside under a mark
  // no secret pattern matches, then put back. Only whole quotes: a piece of a longer line is not set aside.
  const mark = (i: number) => `\uE000${i}\uE001`;
  const at = new Map(own.map((l, i) => [l, i]));
  const kept = text
    .split('\n')
    .map((line) => {
      const whole = at.get(line.trim());
      if (whole !== undefined) return line.replace(line.trim(), mark(whole));
      return own.reduce((acc, l, i) => acc.split(`\`${l}\``).join(`\`${mark(i)}\``), line);
    })
    .join('\n');
  return secretLinesBlanked(kept, ctx).replace(/\uE000(\d+)\uE001/g, (_m, i: string) => own[Number(i)]!);
}

function secretLinesBlanked(text: string, ctx: Pick<TutorContext, 'mode' | 'problem'>): string {
  if (!ctx.problem) return text;
  const given = new Set(logicalLines(ctx.problem.starter_code).map(normaliseLine));
  const secret = new Set(logicalLines(ctx.problem.reference_solution).map(normaliseLine).filter((l) => l.length > 3 && !given.has(l) && !/^(else:|try:|break|continue|pass|return)$/.test(l)));
  if (secret.size === 0) return text;
  const blank = (code: string) => (secret.has(normaliseLine(code)) ? `${/^\s*/.exec(code)![0]}${BLANK}` : code);
  // What the student already sees (the starter code and the question) is never a secret by itself.
  const shown = normaliseLine(`${ctx.problem.starter_code}\n${ctx.problem.question}`);
  // Nor is the frame the skeleton rung shows around its blanks ('scores.append(' of `scores.append(____)`, the
  // `best_label` of `best_label = ____`): blanking it would break the skeleton and every sentence naming it.
  const frames = skeletonFromSolution(ctx.problem.reference_solution, ctx.problem.starter_code)
    .split('\n')
    .filter((l) => l.includes(BLANK))
    .flatMap((l) => l.split(BLANK))
    .map(normaliseLine)
    .join('\n');
  const cores = logicalLines(ctx.problem.reference_solution)
    .filter((l) => secret.has(normaliseLine(l)))
    .flatMap((l) => secretCores(l.trim()))
    .map(normaliseLine).filter((c) => c.length >= 8 && !shown.includes(c) && !frames.includes(c) && !COMMON_CORE.test(c));
  // A secret line, or the expression at its heart (a stored hint may hold `[n * n for n in nums if …]`
  // without the `squares =` in front), written anywhere (a span, a sentence), whatever its spacing.
  // A line the question itself spells out ('작으면 `lo = mid + 1`') is no secret: blanking it breaks the goal's quote.
  const spelled = (l: string) => new RegExp(`(?<!\\w)${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`).test(shown);
  const anywhere = [...new Set([...[...secret].filter((l) => l.length > 6 && !spelled(l)), ...cores])]
    .sort((a, b) => b.length - a.length)
    .map((l) => new RegExp(l.split('').map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s`]*'), 'g'));
  // A piece of a sentence that is nearly a line's heart (a stored hint's `email[at + 1:]`): near-solution.ts.
  const hearts = logicalLines(ctx.problem.reference_solution)
    .filter((l) => secret.has(normaliseLine(l)))
    .flatMap((l) => heartsOf(l.trim(), secretCores(l.trim())))
    .filter((h) => !COMMON_CORE.test(h));
  const blanked = replaceCodeBlocks(withoutNearSolutions(text, hearts, `${shown}\n${frames}`), ({ fence: f, info: lang, body }) => `${f}${lang}\n${body.split('\n').map(blank).join('\n')}\n${f}`)
    .split('\n')
    .map((line) => {
      const out = anywhere.reduce((acc, re) => acc.replace(re, BLANK), line);
      // A blank that swallowed one side of a code span leaves the other: the line keeps no half span.
      return out !== line && !/^\s*`{3}/.test(out) && (out.match(/`/g) ?? []).length % 2 === 1 ? out.replace(/`/g, '') : out;
    })
    .join('\n');
  return text === blanked ? text : readableBlanks(blanked);
}
