import { z } from 'zod';

/**
 * The concept catalogue behind the concept fence (DESIGN.md "Product rules"): what a section teaches
 * and what code, tutor hints and error cards may use at that point. Ids are stable; content declares
 * per section which ones it teaches (`concepts` in courses/{id}.json), courses declare prerequisites.
 * The Korean name is what students read ("`split()`은 3. 입력에서 배워요").
 */
export const CONCEPTS = {
  variable: '변수와 대입',
  print: 'print() 출력',
  'print-sep-end': 'print()의 sep과 end',
  input: 'input() 입력',
  split: '문자열 split()',
  'int-float': '숫자 자료형과 int()/float() 변환',
  arithmetic: '산술 연산자 (+, -, *, /, //, %, **)',
  'augmented-assign': '복합 대입 (+=, -= …)',
  string: '문자열',
  'string-methods': '문자열 메서드 (upper, replace, strip, count, find …)',
  'f-string': 'f-문자열',
  'string-format': 'format()과 % 서식',
  indexing: '인덱싱',
  slicing: '슬라이싱',
  len: 'len()',
  list: '리스트',
  'list-methods': '리스트 메서드 (append, insert, remove, pop, sort …)',
  in: 'in 연산자',
  comparison: '비교 연산자',
  boolean: '참/거짓 (bool)과 논리 연산자 (and, or, not)',
  'builtin-aggregates': 'sum(), max(), min(), sorted()',
  dict: '딕셔너리',
  'dict-methods': '딕셔너리 메서드 (get, keys, values, items …)',
  if: '조건문 if / elif / else',
  while: '반복문 while',
  'break-continue': 'break와 continue',
  for: '반복문 for',
  range: 'range()',
  function: '함수 정의 (def)',
  return: 'return',
  tuple: '튜플',
  set: '집합',
  'list-comprehension': '리스트 컴프리헨션',
  lambda: 'lambda',
  map: 'map()',
  'sorted-key': 'sorted()/sort()의 key',
  enumerate: 'enumerate()',
  zip: 'zip()',
  import: 'import (표준 라이브러리 모듈)',
  'try-except': '예외 처리 (try / except)',
  file: '파일 읽고 쓰기',
  class: '클래스',
  recursion: '재귀 함수',
  pass: 'pass',
  'global-nonlocal': 'global / nonlocal',
  'number-functions': '숫자 함수 (abs, round, max, min)',
  type: 'type()으로 자료형 확인',
  del: 'del로 항목 지우기',
  'conditional-expression': '조건 표현식 (A if 조건 else B)',
  generator: '이터레이터와 제너레이터 (iter, next, yield)',
  raise: 'raise로 예외 일으키기',
  reversed: 'reversed()',
  'any-all': 'any()와 all()',
} as const satisfies Record<string, string>;

export type ConceptId = keyof typeof CONCEPTS;
export const CONCEPT_IDS = Object.keys(CONCEPTS) as [ConceptId, ...ConceptId[]];
export const conceptIdSchema = z.enum(CONCEPT_IDS);

/** What may be used at one point of a course: the concepts taught so far, with where each was taught. */
export interface ConceptFence {
  /** True when the concept was taught in this section or an earlier one (or a prerequisite course). */
  allows(concept: ConceptId): boolean;
  /** Where a concept is taught ("파이썬기초1 · 13. 조건문 if"), or null when no course teaches it. */
  taughtAt(concept: ConceptId): string | null;
}

/** A fence that allows everything, for places without a section (the playground). */
export const OPEN_FENCE: ConceptFence = { allows: () => true, taughtAt: () => null };

/**
 * The fence of one section as data, for the browser (GET /content/sections/{id}/concepts.json):
 * the concepts taught up to this section, and where each known concept is taught (also the ones not
 * yet allowed, so an error card can say "… is taught in 13. 조건문").
 */
export const conceptFenceDataSchema = z.object({
  allowed: z.array(conceptIdSchema),
  taught_at: z.partialRecord(conceptIdSchema, z.string()),
});
export type ConceptFenceData = z.infer<typeof conceptFenceDataSchema>;

export const sectionConceptsResponseSchema = z.object({ section_id: z.string(), concept_fence: conceptFenceDataSchema });
export type SectionConceptsResponse = z.infer<typeof sectionConceptsResponseSchema>;

/** The data form of a fence: every catalogue concept asked once (the server sends this). */
export function fenceToData(fence: ConceptFence): ConceptFenceData {
  const taughtAt: Partial<Record<ConceptId, string>> = {};
  for (const id of CONCEPT_IDS) {
    const where = fence.taughtAt(id);
    if (where !== null) taughtAt[id] = where;
  }
  return { allowed: CONCEPT_IDS.filter((id) => fence.allows(id)), taught_at: taughtAt };
}

/** Rebuild a ConceptFence from its data form (the browser's error cards use it). */
export function fenceFromData(data: ConceptFenceData): ConceptFence {
  const allowed = new Set<ConceptId>(data.allowed);
  return {
    allows: (concept) => allowed.has(concept),
    taughtAt: (concept) => data.taught_at[concept] ?? null,
  };
}
