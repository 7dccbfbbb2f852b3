// Layout: code laid out as something other than code lines — HTML (<pre>, <code>, entities),
// list items, lines continued with backslashes, and code spoken in Korean words token by token
// ("total 대입 0", "여는 괄호") — normalised back to code lines, so the fingerprints (solution.ts)
// read it like any other code. One reading of the whole text (hidden-code.ts `readings`); a data
// table of spoken operator words, not a rule per phrase.

/** HTML elements a model may wrap code in: removed (block ones end a line). */
const HTML_TAG = /<\/?(?:pre|code|p|div|span|br|li|ul|ol|table|thead|tbody|tr|td|th|b|i|em|strong|kbd|samp|tt|blockquote|section|article)(?:\s[^<>]*)?\/?>/gi;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', colon: ':', equals: '=', plus: '+', comma: ',', period: '.', percnt: '%', ast: '*', sol: '/' };

export function decodeHtml(text: string): string {
  return text
    .replace(HTML_TAG, (tag) => (/^<\/?(?:pre|p|div|br|li|tr|blockquote|section|article)\b/i.test(tag) ? '\n' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}

/**
 * Spoken operators: Korean (and English) words for Python's operators and brackets, longest
 * first. A model describing code token by token ("print 여는 괄호 …") says these.
 */
const SPOKEN: readonly (readonly [RegExp, string])[] = (
  [
    ['거듭제곱', '**'],
    ['제곱 연산자', '**'],
    ['몫 나누기', '//'],
    ['정수 나누기', '//'],
    ['몫 연산자', '//'],
    ['같지 않다', '!='],
    ['같지 않음', '!='],
    ['다르다', '!='],
    ['같다 비교', '=='],
    ['같은지 비교', '=='],
    ['같다', '=='],
    ['같음', '=='],
    ['등호 두 개', '=='],
    ['작거나 같다', '<='],
    ['작거나 같음', '<='],
    ['이하', '<='],
    ['크거나 같다', '>='],
    ['크거나 같음', '>='],
    ['이상', '>='],
    ['더하기 대입', '+='],
    ['더해서 대입', '+='],
    ['빼기 대입', '-='],
    ['곱하기 대입', '*='],
    ['대입', '='],
    ['등호', '='],
    ['이퀄', '='],
    ['여는 대괄호', '['],
    ['대괄호 열고', '['],
    ['닫는 대괄호', ']'],
    ['대괄호 닫고', ']'],
    ['여는 중괄호', '{'],
    ['중괄호 열고', '{'],
    ['닫는 중괄호', '}'],
    ['중괄호 닫고', '}'],
    ['여는 소괄호', '('],
    ['여는 괄호', '('],
    ['괄호 열고', '('],
    ['닫는 소괄호', ')'],
    ['닫는 괄호', ')'],
    ['괄호 닫고', ')'],
    ['콜론', ':'],
    ['쌍점', ':'],
    ['쉼표', ','],
    ['콤마', ','],
    ['더하기', '+'],
    ['플러스', '+'],
    ['빼기', '-'],
    ['마이너스', '-'],
    ['곱하기', '*'],
    ['나누기', '/'],
    ['나머지', '%'],
    ['작다', '<'],
    ['크다', '>'],
    ['점', '.'],
    ['마침표', '.'],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length)
  .map(([word, op]) => [new RegExp(`(?<![\\p{L}])${word.replace(/ /g, '\\s*')}(?![\\p{L}])`, 'gu'), ` ${op} `] as const);

/** A string spoken as `따옴표 … 따옴표` (or 큰따옴표/작은따옴표). */
const SPOKEN_STRING = /(?:큰|작은)?따옴표\s*(.*?)\s*(?:큰|작은)?따옴표/gu;

/** A line that speaks code: an ASCII name and a spoken operator. */
function speaksCode(line: string): boolean {
  return /[A-Za-z_]/.test(line) && SPOKEN.some(([re]) => line.search(re) >= 0);
}

/** A leading label with Korean in it ('4줄:', '5줄 (안으로 1칸):', '첫째 줄 —'): not part of the code. */
const LABEL = /^\s*[^:\n]*\p{Script=Hangul}[^:\n]*[:：—]\s+/u;

export function unspeak(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (!speaksCode(line)) return line;
      let out = line.replace(LABEL, '').replace(SPOKEN_STRING, (_m, s: string) => `"${s}"`);
      for (const [re, op] of SPOKEN) out = out.replace(re, op);
      // What is left of Korean on the line (labels, particles) is not code.
      // What is left of Korean on the line (labels, particles) is not code; a label's number and colon neither.
      return out
        .replace(/[\p{Script=Hangul}]+/gu, ' ')
        .replace(/\bf\s+"/g, 'f"');
    })
    .join('\n');
}

/** Lines continued with a backslash joined; list markers and arrows at a line's start removed. */
function joinLayout(text: string): string {
  return text
    .replace(/\\[ \t]*\r?\n[ \t]*/g, ' ')
    .split('\n')
    .map((l) => l.replace(/^(\s*)(?:(?:\d+[.)]|[-*+•·])\s+)?[→⇒>]*\s*/, '$1'))
    .join('\n');
}

/** The text with layout turned back into code lines (the same text when there is none). */
export function codeLayout(text: string): string {
  return joinLayout(unspeak(decodeHtml(text)));
}
