// The concept fence on the tutor's side: which catalogue concepts a piece of code or a reply uses (a
// lexical scan, strings and comments masked) and the sentence naming where a concept is taught. The
// fence itself is the content's (ContentStore.fenceFor, ADR 012): the tutor keeps no second index.
import { CONCEPTS, maskStringsAndComments, resolveJosa, type ConceptFence, type ConceptId } from '@dodam/contracts';
import type { ContentCourseData } from '../../content/store.js';
import { CONCEPT_GISTS, TEXTS } from './texts.js';
import { replaceCodeBlocks } from '../code-blocks.js';

const RULES: [ConceptId, RegExp][] = [
  ['print', /\bprint\s*\(/],
  ['print-sep-end', /\bprint\s*\(.*\b(sep|end)\s*=/],
  ['input', /\binput\s*\(/],
  ['split', /\.split\s*\(/],
  ['int-float', /\b(int|float)\s*\(/],
  ['arithmetic', /(\/\/|\*\*|(?<![=!<>])%(?!=)|\w\s*[-+*/]\s*\w)/],
  ['augmented-assign', /(\+=|-=|\*=|\/=|%=|\/\/=)/],
  ['string-methods', /\.(upper|lower|replace|strip|lstrip|rstrip|count|find|startswith|endswith|join|title|capitalize|isdigit|isalpha|zfill|center)\s*\(/],
  ['f-string', /(?<![\w])[fF]["']/],
  ['string-format', /\.format\s*\(|["']\s*%\s*[(\w]/],
  ['slicing', /\w\s*\[[^\]\n]*:[^\]\n]*\]/],
  ['indexing', /[\w\])]\s*\[\s*-?\w+\s*\]/],
  ['len', /\blen\s*\(/],
  ['list', /(=|\(|,|\breturn)\s*\[|\blist\s*\(/],
  ['list-methods', /\.(append|insert|remove|pop|sort|reverse|extend|index|clear)\s*\(/],
  ['in', /(?<!\bfor\b[^\n:]*)\b(not\s+)?in\b(?![^\n]*:\s*$)/],
  ['comparison', /(==|!=|<=|>=|[^<>=!]<[^<=]|[^<>=-]>[^>=])/],
  // Literals alone (reverse=True) are not the logic operators the concept teaches.
  ['boolean', /\b(and|or|not)\b/],
  ['builtin-aggregates', /\b(sum|max|min|sorted)\s*\(/],
  ['dict', /\{\s*[^{}\n]*:\s*[^{}\n]*\}|\{\s*\}|\bdict\s*\(/],
  ['dict-methods', /\.(get|keys|values|items|update|setdefault)\s*\(/],
  ['if', /^\s*(if|elif|else)\b|\bif\b.+\belse\b/m],
  ['while', /^\s*while\b/m],
  ['break-continue', /^\s*(break|continue)\s*$/m],
  ['for', /^\s*for\b.+\bin\b/m],
  ['range', /\brange\s*\(/],
  ['function', /^\s*def\s+\w+/m],
  ['return', /^\s*return\b/m],
  ['tuple', /\btuple\s*\(|=\s*\(\s*[^()\n]*,[^()\n]*\)\s*$/m],
  ['set', /\bset\s*\(/],
  ['list-comprehension', /\[[^\]\n]+\bfor\b[^\]\n]+\bin\b[^\]\n]+\]/],
  ['lambda', /\blambda\b/],
  ['map', /\bmap\s*\(/],
  ['sorted-key', /\b(sorted|sort|max|min)\s*\(.*\bkey\s*=/],
  ['enumerate', /\benumerate\s*\(/],
  ['zip', /\bzip\s*\(/],
  ['import', /^\s*(import|from)\s+\w+/m],
  ['try-except', /^\s*(try|except)\b/m],
  ['file', /\bopen\s*\(/],
  ['class', /^\s*class\s+\w+/m],
  ['pass', /^\s*pass\s*$/m],
  ['global-nonlocal', /^\s*(global|nonlocal)\s+\w+/m],
];

/** Catalogue concepts a piece of Python code uses (strings and comments do not count). */
export function conceptsInCode(code: string): Set<ConceptId> {
  const masked = maskStringsAndComments(code);
  const found = new Set<ConceptId>();
  // f-strings need the raw text (masking keeps the prefix, not the quotes' role).
  if (/(?<![\w])[fF]["']/.test(code)) found.add('f-string');
  if (/\b(sep|end)\s*=/.test(masked) && /\bprint\s*\(/.test(masked)) found.add('print-sep-end');
  for (const [id, re] of RULES) {
    if (id === 'f-string' || id === 'print-sep-end') continue;
    if (id === 'in') {
      // `x in y` outside a for header.
      const uses = masked.split('\n').some((line) => /\bin\b/.test(line) && !/^\s*for\b/.test(line) && !/\[[^\]]*\bfor\b/.test(line));
      if (uses) found.add('in');
      continue;
    }
    if (id === 'comparison') {
      // Comparison operators, not `->`, `<=` in augmented form or a keyword argument's `=`.
      if (/(==|!=|<=|>=|(?<![<>=!-])[<>](?![<>=]))/.test(masked.replace(/->/g, ''))) found.add('comparison');
      continue;
    }
    if (id === 'dict') {
      // Format specs inside f-strings ('{score:.1f}') are not dictionaries.
      if (re.test(maskStringsAndComments(code.replace(/(?<![\w])[fF]("|')(?:(?!\1)[^\n])*\1/g, '""')))) found.add('dict');
      continue;
    }
    if (re.test(masked)) found.add(id);
  }
  if (/^\s*[A-Za-z_]\w*(\s*,\s*[A-Za-z_]\w*)*\s*=(?!=)/m.test(masked)) found.add('variable');
  if (found.has('list-comprehension')) found.delete('for');
  return found;
}

/** Code blocks and inline code spans of a markdown reply. */
export function codeOfReply(markdown: string): { blocks: string[]; spans: string[] } {
  const blocks: string[] = [];
  const withoutBlocks = replaceCodeBlocks(markdown, ({ body }) => {
    blocks.push(body);
    return ' ';
  });
  const spans = [...withoutBlocks.matchAll(/(`+)\s?([^`\n]+?)\s?\1/g)].map((m) => m[2]!);
  return { blocks, spans };
}

/** Keywords that, written alone in backticks, name a statement ('`if`', '`while`'). */
const KEYWORD_SPANS: Partial<Record<string, ConceptId>> = {
  if: 'if', elif: 'if', else: 'if', while: 'while', for: 'for', def: 'function', return: 'return', break: 'break-continue', continue: 'break-continue',
  in: 'in', pass: 'pass', try: 'try-except', except: 'try-except', import: 'import', class: 'class', lambda: 'lambda', global: 'global-nonlocal',
  'get()': 'dict-methods', 'append()': 'list-methods', 'range()': 'range', 'len()': 'len', 'split()': 'split', 'map()': 'map', 'input()': 'input',
};

/** Concepts a reply uses in its code (blocks and spans); lines saying where a concept is taught are exempt. */
export function conceptsInReply(markdown: string): Set<ConceptId> {
  const kept = markdown
    .split('\n')
    .filter((line) => !TAUGHT_AT_LINE.test(line))
    .join('\n');
  const { blocks, spans } = codeOfReply(kept);
  const found = new Set<ConceptId>();
  for (const b of blocks) for (const c of conceptsInCode(b)) found.add(c);
  for (const s of spans) {
    const kw = KEYWORD_SPANS[s.trim()];
    if (kw) found.add(kw);
    else if (/[(=.[]|^\s*(if|while|for|def|return)\b/.test(s)) for (const c of conceptsInCode(s)) found.add(c);
  }
  return found;
}

/** A line that names where a concept is taught ('…은 13섹션 「조건문 if」에서 배워요'). */
export const TAUGHT_AT_LINE = /에서\s*(배워요|배울\s*거예요|자세히\s*배워요|배우게\s*돼요)/;

/** '조건문 if / elif / else는 13섹션 「조건문 if」에서 자세히 배워요.' (another course: named too). */
export function taughtAtSentence(fence: ConceptFence, c: ConceptId, course?: Pick<ContentCourseData, 'title' | 'sections'>): string {
  const where = fence.taughtAt(c);
  const name = CONCEPTS[c];
  if (!where) return resolveJosa(TEXTS.concept.notInCourse(name));
  // ADR 012 labels: '파이썬기초1 · 13. 조건문 if' (the number is the section's place in its course).
  const m = /^(.*) · (\S+)\. (.*)$/.exec(where);
  let place = `「${where}」`;
  if (m) {
    const own = course && m[1] === course.title ? course.sections.find((s) => s.title === m[3]) : undefined;
    place = own ? TEXTS.format.section(own.id, own.title) : TEXTS.concept.otherCourse(m[1]!, m[3]!);
  }
  return resolveJosa(TEXTS.concept.taughtAt(name, place));
}

/** A fence reply for one concept: its one-line gist in taught words, then where the course teaches it. */
export function gistAndPlace(fence: ConceptFence, c: ConceptId, course?: Pick<ContentCourseData, 'title' | 'sections'>): string {
  const gist = CONCEPT_GISTS[c];
  return `${gist ? `${gist} ` : ''}${taughtAtSentence(fence, c, course)}`;
}
