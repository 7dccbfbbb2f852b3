// Retrieval over the course's own lessons for the offline tutor (and as context for a model).
// Korean has no spaces between a word and its particles ('리스트에', '리스트를'), so words are
// matched as character bigrams; code words (print, append, //) as whole tokens. BM25 ranks
// heading-sized chunks (one '## ' part of a lesson, or a section summary).
import type { ContentCourseData, ContentSection, ContentStore } from '../content/store.js';
import { codeBlockLines } from './code-blocks.js';

export interface Chunk {
  id: number;
  sectionId: string;
  sectionOrder: number;
  sectionTitle: string;
  heading: string;
  /** Markdown of the chunk without its heading line. */
  body: string;
  kind: 'lesson' | 'summary';
}

export interface Hit {
  chunk: Chunk;
  score: number;
  /** Share (by idf) of the query's terms found in the chunk. */
  coverage: number;
  /** A query term appears in the chunk's heading. */
  headingHit: boolean;
  /** Share (by idf) of the query's terms found in the heading. */
  headingCoverage: number;
}

const HANGUL_RUN = /[\u3131-\u318E\uAC00-\uD7A3]+/g;
const ASCII_WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
const OPERATOR_TOKENS = ['//', '**', '%', '+=', '-=', '==', '!=', '[::-1]', '\\n', '\\t', 'f"', "f'"];

// English words students use, mapped to the Korean terms of the lessons.
const EN_KO: Record<string, string> = {
  variable: '변수', variables: '변수', assign: '대입', assignment: '대입', output: '출력', print: '출력 print', printing: '출력',
  input: '입력 input', string: '문자열', strings: '문자열', text: '문자열', number: '숫자', numbers: '숫자', integer: '정수', int: '정수 int',
  float: '실수 float', decimal: '실수', list: '리스트', lists: '리스트', array: '리스트', dictionary: '딕셔너리', dictionaries: '딕셔너리', dict: '딕셔너리',
  key: '키', keys: '키', value: '값', values: '값', loop: '반복문', loops: '반복문', repeat: '반복', condition: '조건문', conditions: '조건문',
  function: '함수', functions: '함수', parameter: '매개변수', parameters: '매개변수', argument: '매개변수', index: '인덱스', indexing: '인덱싱',
  slice: '슬라이싱', slicing: '슬라이싱', remainder: '나머지', modulo: '나머지', quotient: '몫', division: '나누기', divide: '나누기',
  add: '추가', remove: '삭제', delete: '삭제', sort: '정렬', sorting: '정렬', length: '길이', type: '자료형', types: '자료형', convert: '바꾸기',
  conversion: '바꾸기', comparison: '비교', compare: '비교', operator: '연산자', operators: '연산자', infinite: '무한', escape: '이스케이프',
  separator: '구분자', newline: '줄바꿈', local: '지역', global: '전역', swap: '맞바꾸기', name: '이름', names: '이름', naming: '이름 짓기',
  boolean: '참 거짓', true: '참', false: '거짓', sum: '합계 sum', count: '개수 count', average: '평균', method: '메서드', methods: '메서드',
};

// Everyday Korean words for what the lessons name otherwise.
const KO_SYNONYMS: Record<string, string> = {
  지우: '삭제', 없애: '삭제', 제거: '삭제', 빼내: '삭제', 붙이: '추가 연결', 합치: '연결 합치기', 거꾸로: '뒤집기', 자르: '슬라이싱 잘라',
  크기: '길이', 몇개: '개수', 되풀이: '반복', 나눗셈: '나누기', 곱셈: '곱하기', 덧셈: '더하기', 뺄셈: '빼기', 소수점: '실수', 문장: '문자열',
};

// Question words and endings that say nothing about the topic.
const STOP_PHRASES = [
  '뭐예요', '뭐에요', '뭔가요', '뭐야', '뭐지', '뭐죠', '무엇인가요', '무엇이에요', '무엇', '뭔지', '알려줘', '알려주세요', '알려 줘', '알려 주세요',
  '설명해줘', '설명해 줘', '설명해주세요', '설명해 주세요', '어떻게', '하나요', '인가요', '궁금해요', '궁금', '주세요', '해줘', '이란', '이에요',
  '예요', '에요', '있나요', '있어요', '할까요', '하려면', '려면', '하면', '되나요', '돼요', '대해', '대해서', '좀', '제발', '선생님', '튜터',
  '써요', '쓰나요', '쓰는', '써야', '사용해요', '사용하나요', '방법', '하는 법', '왜', '언제', '뭔데', '건가요', '거예요', '건데',
  // The endings of 'can I?' ('합칠 수 있어?', '바꿀 수 있음?'): the action is the topic, not the asking.
  '수 있어', '수 있나', '수 있음', '수 있을까', '수 없어', '수 없나', '가능해', '가능한가요', '될까요', '될까',
];
const EN_STOP = new Set(['what', 'is', 'are', 'the', 'a', 'an', 'how', 'do', 'does', 'i', 'to', 'use', 'in', 'python', 'of', 'and', 'can', 'you', 'me', 'explain', 'please', 'tell', 'about', 'why', 'my', 'it', 'this', 'that', 'difference', 'between', 'mean', 'means', 'when', 'should', 'with', 'work', 'works']);

const ENDINGS = ['어여', '해여', '어요', '해요', '하는거', '하는법', '는거', '는법', '는데', '했는데', '려고', '으려면', '하려면', '했어요', '하나요', '해요', '어요', '아요', '나요', '세요', '까요', '는지', '을까', '려면', '으면'];
const PARTICLES = ['이라는', '에서는', '에서', '으로', '이란', '이랑', '에게', '한테', '까지', '부터', '처럼', '보다', '라는', '이', '가', '은', '는', '을', '를', '에', '의', '로', '와', '과', '도', '만', '란', '랑'];

/** '리스트에서' → '리스트': particles glued to a word only add noise to a query's bigrams. */
export function stripParticle(word: string): string {
  if (word.length < 3) return /^.[은는을를의]$/.test(word) ? word[0]! : word;
  for (const e of ENDINGS) if (word.endsWith(e) && word.length - e.length >= 1) return word.slice(0, -e.length);
  for (const p of PARTICLES) if (word.endsWith(p) && word.length - p.length >= 2) return word.slice(0, -p.length);
  return word;
}

/** Terms of a text: Hangul bigrams (a lone syllable as itself), ASCII words, a few operators. */
export function terms(text: string, query = false): string[] {
  let t = text.toLowerCase();
  const out: string[] = [];
  if (/f-?(문자열|string)|\bf["']/i.test(t)) out.push('fstring');
  if (query) {
    for (const phrase of STOP_PHRASES) t = t.split(phrase).join(' ');
    for (const m of t.matchAll(ASCII_WORD)) {
      const ko = EN_KO[m[0]];
      if (ko) t += ` ${ko}`;
    }
    for (const [word, ko] of Object.entries(KO_SYNONYMS)) if (t.replace(/\s+/g, '').includes(word)) t += ` ${ko}`;
    // 'for문은', 'if문이': the statement word after a keyword says nothing more.
    t = t.replace(/([a-z])\s*문(은|는|이|가|을|를|의|에서|에)?(?![\uAC00-\uD7A3])/g, '$1 ');
  }
  // Markdown emphasis ('**인덱스**') is not the power operator: only '**' outside a bold pair counts.
  const ops = withoutEmphasis(t);
  for (const op of OPERATOR_TOKENS) if (ops.includes(op)) out.push(op);
  // A lone '/' (division), not the '//' of floor division.
  if (/(^|[^/])\/(?!\/)/.test(ops)) out.push('/');
  const runs = [...t.matchAll(HANGUL_RUN)].map((m) => (query ? stripParticle(m[0]) : m[0]));
  // A query's lone syllables ('문' of 'for문', a particle after a code word) only add noise.
  const keepSingles = !query || runs.every((r) => r.length === 1);
  for (const run of runs) {
    if (run.length === 1 && (keepSingles && !(query && PARTICLES.includes(run)))) out.push(run);
    for (let i = 0; i + 2 <= run.length; i++) out.push(run.slice(i, i + 2));
  }
  // Spacing is unreliable ('한번에' / '한 번에'): the bigram across one space counts too.
  for (const m of t.matchAll(/([\uAC00-\uD7A3]) ([\uAC00-\uD7A3])/g)) out.push(`${m[1]}${m[2]}`);
  // A query that is one code word alone ('and', 'or' as one side of a difference question) names its topic.
  const words = [...t.matchAll(ASCII_WORD)].map((m) => m[0]);
  const lone = query && words.length === 1 && runs.length === 0;
  for (const w of words) {
    // 'and', 'or', 'in', 'not' are stop words in English sentences but topics next to Korean.
    if (w.length < 2 || (query && !lone && EN_STOP.has(w) && !(/[\uAC00-\uD7A3]/.test(t) && ['and', 'in', 'not', 'or', 'is'].includes(w)))) continue;
    out.push(w);
  }
  return out;
}

/**
 * A text without markdown bold ('**인덱스**' → '인덱스'): code spans (`2 ** 3`) and fenced code are kept as written,
 * so that '**' left over is the power operator.
 */
export function withoutEmphasis(text: string): string {
  const inCode = codeBlockLines(text);
  return text
    .split('\n')
    .map((line, i) => (inCode[i] ? line : line.replace(/`[^`\n]*`|\*\*([^*\n]+?)\*\*/g, (m, inner: string | undefined) => inner ?? m)))
    .join('\n');
}

/** Split a lesson into '## ' parts (the part before the first one is the introduction). */
export function chunkMarkdown(markdown: string): { heading: string; body: string }[] {
  const parts: { heading: string; body: string }[] = [];
  let heading = '';
  let lines: string[] = [];
  const flush = () => {
    const body = lines.join('\n').trim();
    if (body) parts.push({ heading, body });
  };
  const text = markdown.replace(/\r\n?/g, '\n');
  // A fenced block is one unit (the one code-block reader): a `# comment` in it is never a heading.
  const inCode = codeBlockLines(text);
  for (const [i, line] of text.split('\n').entries()) {
    const h = !inCode[i] ? /^(#{1,2})\s+(.+?)\s*#*$/.exec(line) : null;
    if (h) {
      if (h[1] === '#' && !heading) {
        heading = h[2]!.replace(/`/g, '');
        continue;
      }
      flush();
      heading = h[2]!.replace(/`/g, '');
      lines = [];
      continue;
    }
    lines.push(line);
  }
  flush();
  return parts;
}

interface Doc {
  chunk: Chunk;
  tf: Map<string, number>;
  length: number;
}

export interface SearchOptions {
  maxOrder?: number | undefined;
  limit?: number | undefined;
  /** Score multiplier per chunk (the current section, the sections teaching the asked concept). */
  boost?: ((chunk: Chunk) => number) | undefined;
  /** Expansion terms (synonyms, lexicon): they add to the score, and to coverage only when they match. */
  extra?: string | undefined;
}

export interface CourseIndex {
  course: ContentCourseData;
  chunks: Chunk[];
  search(query: string, opts?: SearchOptions): Hit[];
  /** Share of the query's terms that occur anywhere in the course (0 for small talk). */
  knownShare(query: string): number;
}

const K1 = 1.2;
const B = 0.75;

export function buildCourseIndex(course: ContentCourseData): CourseIndex {
  const docs: (Doc & { headingTerms: Set<string>; titleTerms: Set<string> })[] = [];
  let id = 0;
  const add = (section: ContentSection, heading: string, body: string, kind: Chunk['kind']) => {
    const chunk: Chunk = { id: id++, sectionId: section.id, sectionOrder: section.order, sectionTitle: section.title, heading, body, kind };
    // The heading names the topic: count it three times.
    const all = [...terms(`${heading} ${heading} ${heading}`), ...terms(body)];
    const tf = new Map<string, number>();
    for (const t of all) tf.set(t, (tf.get(t) ?? 0) + 1);
    docs.push({ chunk, tf, length: all.length, headingTerms: new Set(terms(heading)), titleTerms: new Set(terms(section.title)) });
  };
  for (const section of course.sections) {
    for (const part of chunkMarkdown(section.lesson)) add(section, part.heading || section.title, part.body, 'lesson');
    if (section.summary.trim()) add(section, `핵심 요약: ${section.title}`, section.summary.replace(/^#\s.*$/m, '').trim(), 'summary');
  }
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    course,
    chunks: docs.map((d) => d.chunk),
    knownShare(query) {
      const q = [...new Set(terms(query, true))];
      return q.length ? q.filter((t) => df.has(t)).length / q.length : 0;
    },
    search(query, opts = {}) {
      const base = [...new Set(terms(query, true))];
      const expansion = opts.extra ? [...new Set(terms(opts.extra, true))].filter((t) => !base.includes(t)) : [];
      const q = [...base, ...expansion];
      if (q.length === 0) return [];
      const hits: Hit[] = [];
      // Terms the course never uses (typos, endings, junk across spaces) cannot be matched: they do not
      // count against coverage, unless nothing of the question is known at all.
      const known = base.filter((t) => df.has(t));
      const counted = known.length ? known : base;
      const totalIdf = counted.reduce((sum, t) => sum + idf(t), 0) || expansion.reduce((sum, t) => sum + idf(t), 0) || 1;
      for (const d of docs) {
        if (opts.maxOrder !== undefined && d.chunk.sectionOrder > opts.maxOrder) continue;
        let score = 0;
        let matched = 0;
        let headingHit = false;
        let titleHit = false;
        let codeHeading = false;
        let inHeading = 0;
        for (const t of q) {
          const f = d.tf.get(t);
          if (!f) continue;
          matched += idf(t);
          if (d.headingTerms.has(t)) {
            headingHit = true;
            // Words of the section's title name the whole section, not this passage.
            if (!d.titleTerms.has(t)) inHeading += idf(t);
            if (/^[a-z_]/.test(t)) codeHeading = true;
          }
          if (d.titleTerms.has(t)) titleHit = true;
          score += idf(t) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avg)));
        }
        // '정리' and summary chunks repeat every topic briefly; prefer the explaining part.
        if (d.chunk.kind === 'summary' || d.chunk.heading === '정리') score *= 0.8;
        if (headingHit) score *= 1.3;
        // A code word of the question in the heading ('print', 'split') names the passage that teaches it.
        if (codeHeading) score *= 1.3;
        // The section named after the topic is where it is taught first.
        if (titleHit) score *= 1.25;
        if (opts.boost) score *= opts.boost(d.chunk);
        if (score > 0) hits.push({ chunk: d.chunk, score, coverage: Math.min(1, matched / totalIdf), headingHit, headingCoverage: Math.min(1, inHeading / totalIdf) });
      }
      hits.sort((a, b) => b.score - a.score || a.chunk.sectionOrder - b.chunk.sectionOrder);
      return hits.slice(0, opts.limit ?? 5);
    },
  };
}

export interface Retrieval {
  forCourse(courseId: string): CourseIndex | undefined;
  /** The other courses' indexes with their titles (a question about what another course teaches). */
  others(courseId: string | undefined): { courseId: string; title: string; index: CourseIndex }[];
}

/** Indexes for every course, built once at start (a few ms per course). */
export function buildRetrieval(content: ContentStore): Retrieval {
  const byCourse = new Map(content.courses.map((c) => [c.id, buildCourseIndex(c)]));
  const all = content.courses.map((c) => ({ courseId: c.id, title: c.title, index: byCourse.get(c.id)! }));
  return { forCourse: (id) => byCourse.get(id), others: (id) => all.filter((x) => x.courseId !== id) };
}

/** The Python examples of a lesson text, runnable ones first (the one code-block reader). */
export { pythonExamples as codeExamples } from './code-blocks.js';

/**
 * The body rows of a chunk's markdown tables read as sentences: '| `**` | 거듭제곱 | `7 ** 2` | `49` |' →
 * '`**`: 거듭제곱 (`7 ** 2` → `49`)'. A comparison table (its first header cell empty: '| | 리스트 | 딕셔너리 |') names
 * each column: '꺼내는 법: 리스트 인덱스, 딕셔너리 키'. Header and rule rows are left out.
 */
export function tableSentences(body: string): string[] {
  const out: string[] = [];
  let header: string[] | undefined;
  const inCode = codeBlockLines(body);
  const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  const lines = body.split('\n');
  for (const [i, line] of lines.entries()) {
    if (inCode[i] || !/^\s*\|/.test(line)) {
      header = undefined;
      continue;
    }
    if (/^\s*\|[\s|:-]+\|\s*$/.test(line)) continue;
    if (/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1] ?? '')) {
      header = cells(line);
      continue;
    }
    const row = cells(line);
    const [first, ...rest] = row;
    if (!first || rest.every((c) => !c)) continue;
    if (header && header[0] === '' && header.length === row.length) {
      out.push(`${first}: ${rest.map((c, k) => `${header![k + 1]} ${c}`).join(', ')}`);
      continue;
    }
    const [second, ...more] = rest;
    const arrow = header?.at(-1) === '결과' && more.length === 2;
    out.push(`${first}: ${second}${more.length ? ` (${more.join(arrow ? ' → ' : ', ')})` : ''}`);
  }
  return out;
}

/** The prose of a chunk: paragraphs and bullets without code blocks, tables or quotes markers. */
export function proseLines(body: string): string[] {
  const out: string[] = [];
  const inCode = codeBlockLines(body);
  for (const [i, line] of body.split('\n').entries()) {
    if (inCode[i] || line.trim() === '' || /^\s*\|/.test(line)) continue;
    out.push(line.replace(/^>\s?/, '').trim());
  }
  return out.filter(Boolean);
}
