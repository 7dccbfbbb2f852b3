// What the prose of a lesson says, checked against the course (content/README.md "Terms", "Concept fence"):
// one Korean term for each idea, a method used in code is explained in the text of its section or an
// earlier one (a concept list alone is not teaching), and an age label fits what the course needs.
import { describe, expect, it } from 'vitest';
import { markdownFences } from '@dodam/contracts';
import { loadContent, type ContentCourseData, type ContentSection } from './store.js';
import { proseOf } from './blocks.js';
import { CONTENT_DIR } from '../paths.js';

const content = loadContent(CONTENT_DIR);

/** Code of every fence (runnable, norun, predict, task) in a markdown text. */
const codeOf = (markdown: string) => markdownFences(markdown).filter((f) => f.info.language === 'python').map((f) => f.body);

/** Variants of a term, outside inline code; the canonical term may name the English word once in parentheses. */
export const TERM_VARIANTS: { term: string; variant: RegExp }[] = [
  { term: 'f-문자열', variant: /(?<!f-문자열\*{0,2}\()f-?string|f 문자열|f스트링/i },
  { term: '반복 가능한 객체', variant: /(?<!반복 가능한 객체\*{0,2}\()iterable|이터러블|반복가능/i },
];

export function termVariantsIn(prose: string): string[] {
  const text = prose.replace(/`[^`\n]*`/g, '');
  return TERM_VARIANTS.flatMap(({ term, variant }) => (variant.test(text) ? [`${variant.exec(text)![0]} → ${term}`] : []));
}

/** Methods of the built-in list, str, dict and set types (a class's own methods are explained by its def). */
export const BUILTIN_METHODS = new Set(
  ('append insert remove pop sort index count extend reverse clear copy upper lower strip lstrip rstrip split join replace find rfind ' +
    'startswith endswith isdigit isalpha isupper islower isspace title capitalize zfill center ljust rjust format get keys values items update ' +
    'setdefault add discard union intersection difference').split(' '),
);

/** Built-in method names called in code (`x.append(…)`). */
export const methodsCalled = (code: string) => new Set([...code.matchAll(/\.([a-z_]+)\(/g)].map((m) => m[1]!).filter((m) => BUILTIN_METHODS.has(m)));

/** Method names the prose explains: in inline code as `.name`, `name(…)` or `name`; in a starter's comment as `.name(`. */
export const methodsExplained = (prose: string) =>
  new Set([
    ...[...prose.matchAll(/`[^`\n]*`/g)].flatMap((m) => [...m[0].matchAll(/(?:\.([a-z_]+)\b|^`([a-z_]+)(?:\(|`))/g)].map((x) => (x[1] ?? x[2])!)),
    ...[...prose.matchAll(/#[^\n]*/g)].flatMap((m) => [...m[0].matchAll(/\.([a-z_]+)\(/g)].map((x) => x[1]!)),
  ]);

function chain(course: ContentCourseData, seen = new Set<string>()): ContentCourseData[] {
  const out: ContentCourseData[] = [];
  for (const id of course.prerequisites) {
    const pre = content.course(id);
    if (pre && !seen.has(id)) {
      seen.add(id);
      out.push(...chain(pre, seen), pre);
    }
  }
  return out;
}

/** What a section says in words: lesson, summary and exercise prompts without code, plus the comments of starters. */
const sectionText = (s: ContentSection) =>
  [proseOf(s.lesson), proseOf(s.summary), ...s.practice.map((e) => proseOf(e.prompt)), ...[...s.practice.map((e) => e.starter_code), ...s.problems.map((p) => p.starter_code)].flatMap((c) => c.match(/#[^\n]*/g) ?? [])].join('\n');
const sectionCode = (s: ContentSection) => [...codeOf(s.lesson), ...codeOf(s.summary), ...s.practice.map((e) => e.starter_code), ...s.problems.map((p) => p.starter_code)].join('\n');

/** Concepts a course labelled for the youngest learners (8세 이상) cannot need. */
const NOT_FOR_EIGHT = ['list', 'list-methods', 'split', 'string-methods', 'dict', 'dict-methods', 'number-functions', 'slicing', 'f-string'];

describe('lesson prose', () => {
  it('uses one term for each idea (f-문자열, 반복 가능한 객체)', () => {
    const found: string[] = [];
    for (const course of content.courses)
      for (const s of course.sections)
        for (const [file, md] of [['lesson.md', s.lesson], ['summary.md', s.summary]] as const) for (const v of termVariantsIn(proseOf(md))) found.push(`${s.id} ${file}: ${v}`);
    expect(found).toEqual([]);
    expect(termVariantsIn('**f-문자열**(f-string)이라고 해요.')).toEqual([]);
    expect(termVariantsIn('f-string 서식')).toEqual(['f-string → f-문자열']);
    expect(termVariantsIn('다른 이터러블의 값')).toEqual(['이터러블 → 반복 가능한 객체']);
  });

  it('explains every list, string and dict method before code uses it (the text, not only the concept list)', () => {
    const missing: string[] = [];
    for (const course of content.courses) {
      const explained = new Set<string>();
      for (const pre of chain(course)) for (const s of pre.sections) for (const m of methodsExplained(sectionText(s))) explained.add(m);
      for (const s of course.sections) {
        for (const m of methodsExplained(sectionText(s))) explained.add(m);
        for (const m of methodsCalled(sectionCode(s))) if (!explained.has(m)) missing.push(`${course.id} ${s.id}: .${m}() used, never explained`);
      }
    }
    expect(missing).toEqual([]);
    expect([...methodsCalled('seen.append(x)\nprint(a.count(1))')]).toEqual(['append', 'count']);
    const explained = methodsExplained('`리스트.append(값)`은 끝에 붙여요. `sort`도, `add()`도 있어요.\n# input().split()은 나눠 줘요');
    expect(['append', 'sort', 'add', 'split'].every((m) => explained.has(m))).toBe(true);
    expect(methodsExplained('`print(x)`').has('print')).toBe(true);
  });

  it('gives the 8세 이상 label only to courses that need no lists, string methods or dictionaries', () => {
    for (const course of content.courses.filter((c) => c.age_label === '8세 이상')) {
      const needs = course.sections.flatMap((s) => s.concepts).filter((c) => NOT_FOR_EIGHT.includes(c));
      expect(needs, `${course.id} is 8세 이상 but teaches ${needs.join(', ')}`).toEqual([]);
    }
  });
});
