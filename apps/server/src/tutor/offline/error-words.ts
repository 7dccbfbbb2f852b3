// An error the student names in words, without a traceback or a run: 'list index out of range 이거
// 뭐에요', "'method' object is not subscriptable 이 뭐임", 'invalid syntax 떠요'. The English part of
// the message is read as the last line of a traceback (each exception type tried in turn) so the
// answer is the explainer's card for THAT error, not a lesson that shares a word with it ('range').
import { ERROR_RULES, explainPythonError, type ConceptId, type PythonErrorExplanation } from '@dodam/contracts';
import { conceptsInCode } from './concept-scan.js';

/** The exception types whose messages students copy without the type in front. */
const TYPES = ['TypeError', 'IndexError', 'KeyError', 'ValueError', 'NameError', 'AttributeError', 'ZeroDivisionError', 'IndentationError', 'SyntaxError', 'RecursionError', 'UnboundLocalError', 'ModuleNotFoundError', 'EOFError'];
/** Cards that only restate the type: not a reading of the words. */
const GENERIC = new Set(['type-error', 'value-error', 'other-error', 'syntax-error']);

/** Messages whose card is chosen by the type alone: the words tell the type. */
const TYPE_OF_WORDS: [RegExp, string][] = [
  [/division\s+by\s+zero|modulo\s+by\s+zero/i, 'ZeroDivisionError'],
  [/maximum\s+recursion\s+depth/i, 'RecursionError'],
  [/unexpected\s+indent|expected\s+an\s+indented\s+block|unindent\s+does\s+not\s+match/i, 'IndentationError'],
  [/EOF\s+when\s+reading/i, 'EOFError'],
];

/** Cards that match on the type alone (any message): they do not read the words either. */
const BY_WORDS = new Set(ERROR_RULES.filter((r) => r.message !== undefined).map((r) => r.id));

/** Runs of two or more English words (with quotes, dots and brackets) in a message, longest first. */
function phrases(message: string): string[] {
  const runs = message.match(/['"A-Za-z_(][\w'"().[\]:]*(?:[ \t]+[\w'"().[\]:,=-]+){1,14}/g) ?? [];
  return runs.map((r) => r.trim()).filter((r) => /[a-z]{2,}\s+[a-z]{2,}/i.test(r)).sort((a, b) => b.length - a.length);
}

/** The explainer's card for an error named in the message's words, if the words name one. */
export function errorInWords(message: string, code = ''): PythonErrorExplanation | undefined {
  const named = /\b([A-Z][A-Za-z]*(?:Error|Exception))\b/.exec(message)?.[1] ?? TYPE_OF_WORDS.find(([re]) => re.test(message))?.[1];
  for (const phrase of phrases(message)) {
    const words = phrase.replace(/^[A-Z][A-Za-z]*(?:Error|Exception)\s*:?\s*/, '');
    for (const type of named ? [named] : TYPES) {
      const e = explainPythonError(`${type}: ${words}`, { code });
      if (!e) continue;
      const plainSyntax = type === 'SyntaxError' && /syntax/i.test(words);
      if ((!GENERIC.has(e.id) && (named || BY_WORDS.has(e.id))) || plainSyntax) return e;
    }
  }
  return undefined;
}

const STOP = new Set(['is', 'not', 'the', 'of', 'to', 'in', 'an', 'or', 'and', 'for', 'with', 'at', 'by', 'be', 'was', 'file', 'line', 'exec', 'module', 'traceback', 'most', 'recent', 'call', 'last']);

/**
 * A purpose said with the run's failure behind it: '나이 붙여서 출력하려는데', '리스트에 3 추가하려고', '바꾸려니까'.
 * Korean marks it with the connective -(으)려고 / -(으)려는데 / -(으)려니까 / -(으)려다가 (to do X, … but): with a
 * failed run the sentence is the student's account of what that run was for, so it is about that run.
 */
const PURPOSE = /[가-힣]려(?:고|는\s*데|니까|다가|했는데|하는데|던)/;

/**
 * The message speaks of the failed run's error: a word of its last line ('index out of range 왜', 'hi 정의 안됐다는데'
 * of "NameError: name 'hi' is not defined"), a name the error quotes even when it is one letter ('x 출력하려는데 없대'
 * of "name 'x' is not defined"), the words for an error ('에러', '오류', '빨간'), or the purpose the run was for.
 */
export function namesRunError(message: string, error: string): boolean {
  if (/에러|오류|error|빨간|정의\s*(?:안|되지|가\s*안)/i.test(message)) return true;
  if (PURPOSE.test(message)) return true;
  const last = error.trim().split('\n').filter(Boolean).at(-1) ?? '';
  const words = new Set((last.match(/[A-Za-z_]{2,}/g) ?? []).map((w) => w.toLowerCase()).filter((w) => !STOP.has(w)));
  if ((message.match(/[A-Za-z_]{2,}/g) ?? []).some((w) => words.has(w.toLowerCase()))) return true;
  const quoted = [...last.matchAll(/'([A-Za-z_\u00C0-\uFFFF][\w\u00C0-\uFFFF]{0,30})'/g)].map((m) => m[1]!);
  const tokens = new Set(message.match(/[A-Za-z_][\w]*/g) ?? []);
  return quoted.some((n) => tokens.has(n) || (!/^[A-Za-z_]\w*$/.test(n) && message.includes(n)));
}

/**
 * A message about the student's own failed program in the words of its topics: every concept it names is one the
 * program uses ('print 안 나옴' next to a print() that raised, '리스트 세번째꺼 왜' next to names[3]), and it asks
 * why or states what happened rather than asking what a concept is, how to do something or what differs. With a
 * traceback behind it, that message is about the run, however unusual its wording.
 */
export function aboutFailedProgram(concepts: readonly ConceptId[], code: string, form: string): boolean {
  if (!concepts.length || (form !== 'why' && form !== 'about')) return false;
  const used = conceptsInCode(code);
  return concepts.every((c) => used.has(c));
}
