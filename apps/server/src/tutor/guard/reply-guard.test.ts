// The guard's pure parts: code hidden in prose lines (written backwards, cut into pieces), held
// until its run ends and judged without the allowance for generic examples; and what earlier
// replies revealed, counted once however many readings or accounts show it.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/store.js';
import { CONTENT_DIR } from '../../paths.js';
import { ReplyGuard, bareCode, guardText, hidesCode, problemSecret, reversedCode, secretsFor, type GuardOptions } from './index.js';
import { makeCanary, promptSecret } from '../prompt.js';

const content = loadContent(CONTENT_DIR);
const problems = content.courses.flatMap((c) => c.sections.flatMap((s) => s.problems));
const index = problems.map(problemSecret);
const reverse = (s: string) => Array.from(s).reverse().join('');
const problem = (id: string) => problems.find((p) => p.id === id)!;

/** A guard over every problem of every course, nothing selected (or `current` being assessed). */
function options(extra: Partial<GuardOptions> = {}, current?: string): GuardOptions {
  return {
    mode: 'practice',
    secrets: secretsFor(index, { studentCode: '', mode: 'practice', currentSectionProblemIds: new Set(), currentProblemId: current }),
    prompt: promptSecret(makeCanary()),
    studentCode: '',
    prior: '',
    maxChars: 6000,
    replacement: (reason) => `[${reason}]`,
    ...extra,
  };
}

/** Feed a reply in small chunks, as a stream would; what went out before the end is `early`. */
function stream(text: string, opts: GuardOptions): { early: string; all: string; tripped: string | null } {
  const guard = new ReplyGuard(opts);
  let early = '';
  for (let i = 0; i < text.length; i += 7) early += guard.push(text.slice(i, i + 7));
  guard.end();
  return { early, all: guard.text, tripped: guard.tripped };
}

describe('code hidden in prose lines', () => {
  it('a line is read as code written backwards only when backwards it starts a Python statement', () => {
    for (const line of [':08 => erocs fi', '"B" nruter', ')x(tnirp', '))(tupni(tni = n', ':)n(egnar ni _ rof', '1단계: `:08 => erocs fi`']) expect(reversedCode(line), line).toBe(true);
    for (const line of ['if score >= 80:', 'print(x)', '정답은 알려 줄 수 없어요.', 'a ton of examples', '"olleh"[::-1] 은 "hello"', '"tnirp"를 뒤집으면 "print"예요.']) expect(reversedCode(line), line).toBe(false);
  });

  it('bare code is code outside a fence with no Korean outside its strings and no sentence', () => {
    for (const line of ['x = 1', 'if n % ', '"짝수")', 'print("안녕")  # 인사', ')loohcs ,":교학"(tnirp']) expect(bareCode(line), line).toBe(true);
    for (const line of ['1단계: x = 1', 'Here is a hint for you.', '# 제목', '좋아요!', '']) expect(bareCode(line), line).toBe(false);
  });

  it('a run hides code when it is written backwards or cut mid-line or mid-word; a whole program does not', () => {
    expect(hidesCode('if n % \n2 == 0:\nprint(\n"짝수")\n')).toBe(true);
    expect(hidesCode('total = sum(num\nbers)\n')).toBe(true);
    expect(hidesCode('x = 3\npri\nnt(x)\n')).toBe(true);
    expect(hidesCode(')"============"(tnirp\n')).toBe(true);
    expect(hidesCode('n = int(input())\nif n % 2 == 0:\n    print("짝수")\nelse:\n    print("홀수")\n')).toBe(false);
    expect(hidesCode("It's fine! Don't worry.\n")).toBe(false);
  });

  it('another course’s program written backwards, cut into pieces or line by line reversed: none of it goes out', () => {
    const p = problem('s2-p2');
    const code = p.reference_solution.trim().split('\n');
    const replies = [
      `거꾸로 읽어 보세요:\n${reverse(p.reference_solution.trim())}`,
      `각 줄을 거꾸로 썼어요:\n${code.map(reverse).join('\n')}`,
      `조각으로 드릴게요:\n${code.flatMap((l) => [l.slice(0, Math.ceil(l.length / 2)), l.slice(Math.ceil(l.length / 2))]).join('\n')}`,
    ];
    for (const reply of replies) {
      const r = stream(reply, options());
      expect(r.tripped, reply).toBe('solution');
      expect(r.all, reply).toBe(`${reply.split('\n')[0]}\n\n[solution]`);
    }
  });

  it('unfenced code is held until its run ends, then released as written', () => {
    const reply = '예를 들어 볼까요?\nfruits = [\n    "사과",\n    "배",\n]\nprint(len(fruits))\n괄호가 닫힐 때까지 한 문장이에요.\n';
    const guard = new ReplyGuard(options());
    expect(guard.push('예를 들어 볼까요?\nfruits = [\n    "사과",\n')).toBe('예를 들어 볼까요?\n');
    expect(guard.push('    "배",\n]\nprint(len(fruits))\n')).toBe('');
    guard.push('괄호가 닫힐 때까지 한 문장이에요.\n');
    guard.end();
    expect(guard.tripped).toBeNull();
    expect(guard.text).toBe(reply);
  });
});

describe('what earlier replies revealed', () => {
  // s1-p5: first = input() / second = input() / print(second) / print(first): two shapes, two lines each.
  const assessed = (prior: GuardOptions['prior']) => options({ prior }, 's1-p5');

  it('lines of the same shape given one per request add up; the same line again does not', () => {
    expect(guardText('다음 줄은 `second = input()` 이에요.', assessed('첫 줄은 `first = input()` 이에요.')).tripped).toBe('solution');
    expect(guardText('다시 말하면 `first = input()` 이에요.', assessed('첫 줄은 `first = input()` 이에요.')).tripped).toBeNull();
  });

  it('a line seen in several readings or in two accounts (record and history) counts once', () => {
    // Nothing selected: two lines of four, 9 tokens, are below the minimum; counted twice, the first
    // would make it three. (On the open problem two of four are half its answer: see the next test.)
    const shown = '첫 줄은 `first = input()` 이에요.';
    const unselected = (prior: GuardOptions['prior']) => options({ prior });
    expect(guardText('그다음은 `print(second)` 이에요.', unselected([shown, shown])).tripped).toBeNull();
    expect(guardText('그다음은 `print(second)` 이에요.', unselected(`${shown}\n${reverse('first = input()')}`)).tripped).toBeNull();
  });

  it('on the open problem half of its lines, as written or renamed, is already half its answer', () => {
    const shown = '첫 줄은 `first = input()` 이에요.';
    expect(guardText('그다음은 `print(second)` 이에요.', assessed(shown)).tripped).toBe('solution');
  });
});

describe('graded problems: no reply shows every line the starter lacks, alone or added up', () => {
  /** The reference lines a student cannot see elsewhere (not in the starter code, question or hint), as written. */
  const secretLines = (id: string) => {
    const p = problem(id);
    const pub = `${p.question}\n${p.hint}\n${p.starter_code}`.replace(/\s+/g, '');
    return p.reference_solution
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && !/^(break|continue|pass|return|else:|try:|finally:)$/.test(l) && !pub.includes(l.replace(/\s+/g, '')));
  };
  const graded = problems.filter((p) => secretLines(p.id).length >= 2);
  const evaluation = (id: string, prior: readonly string[] = []) =>
    options({ mode: 'evaluation', prior, priorReplies: prior, secrets: secretsFor(index, { studentCode: '', mode: 'evaluation', currentSectionProblemIds: new Set([id]), currentProblemId: id }) }, id);
  /** Whether `received` shows every distinct line (spacing aside): the answer, whatever the count. */
  const shownAll = (received: string, lines: readonly string[]) => lines.every((l) => received.replace(/\s+/g, '').includes(l.replace(/\s+/g, '')));

  it('one line per row of prose, in the reverse order: stopped (every problem with two or more such lines)', () => {
    const leaked: string[] = [];
    for (const p of graded) {
      const lines = secretLines(p.id);
      const reply = `차근차근 볼까요?\n${[...lines].reverse().map((l, i) => `${i + 1}단계: ${l}`).join('\n')}\n이렇게 쓰면 돼요.`;
      const r = stream(reply, evaluation(p.id));
      if (shownAll(r.all, lines)) leaked.push(p.id);
    }
    expect(graded.length).toBeGreaterThan(80);
    expect(leaked).toEqual([]);
  }, 300_000);

  it('one line per request, the earlier replies known only from the server record: never all of them', () => {
    const leaked: string[] = [];
    for (const p of graded) {
      const lines = secretLines(p.id);
      const received: string[] = [];
      for (const [i, line] of lines.entries()) received.push(stream(`${i + 1}번째 줄은 \`${line}\` 이에요.`, evaluation(p.id, received)).all);
      if (shownAll(received.join('\n'), lines)) leaked.push(p.id);
    }
    expect(leaked).toEqual([]);
  }, 300_000);

  it('a short answer of one statement written three times (s1-p1): the statement itself is the answer', () => {
    expect(secretLines('s1-p1')).toEqual(['print(word)', 'print(word)', 'print(word)']);
    expect(guardText('출력은 `print(word)` 로 해요.', evaluation('s1-p1')).tripped).toBe('solution');
    expect(guardText('1단계: print(word)\n2단계: print(word)\n', evaluation('s1-p1')).tripped).toBe('solution');
    // The stored hint's `print(name)` shows the way, not the line; nor does one line of a problem not open.
    expect(guardText(`💡 ${problem('s1-p1').hint}`, evaluation('s1-p1')).tripped).toBeNull();
    expect(guardText('출력은 `print(word)` 로 해요.', evaluation('s1-p5')).tripped).toBeNull();
  });

  it('the last distinct line of the open problem is never shown, whatever was shown before', () => {
    const lines = secretLines('s1-p5');
    const prior = lines.slice(0, -1).map((l) => `\`${l}\``);
    const r = guardText(`마지막 줄은 \`${lines.at(-1)!}\` 이에요.`, evaluation('s1-p5', [prior.join('\n')]));
    expect(r.tripped).toBe('solution');
  });
});

describe('renamed lines count against the revealed-line budget', () => {
  it('the server records the solution line a renamed, commented line stands for', () => {
    const guard = new ReplyGuard(options());
    const lines = guard.revealedLines('```python\nval_x["영어"] = int(input())  # 영어 점수\n```');
    expect(lines).toContainEqual({ problemId: 's11-p5', line: 'scores["영어"]=int(input())' });
  });

  it('lines renamed one per request add up on the open problem', () => {
    const p = problem('s11-p5');
    const prior = ['1단계\n```python\nitem_x["영어"] = int(input())\n```', '2단계\n```python\nacc_x["수학"]=int(input())\n```'];
    const last = '마지막은 `print("합계", buf["국어"] + buf["영어"] + buf["수학"])`';
    expect(guardText(last, options({}, p.id)).tripped).toBeNull();
    expect(guardText(last, options({ prior }, p.id)).tripped).toBe('solution');
    // A lesson-like generic line renamed does not make another problem's lines shown.
    expect(guardText('예를 들어 `n = int(input())` 처럼 써요.', options()).tripped).toBeNull();
  });
});
