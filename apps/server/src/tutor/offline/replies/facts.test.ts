// content/facts.json (the course's answers to the questions students ask most) and how a question finds its fact: by
// its topic words and its form (a yes/no question's predicate and negation), not by its phrasing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPEN_FENCE, type ConceptFence } from '@dodam/contracts';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../../paths.js';
import { REFERS_TO_EXAMPLE } from './answer-sentence.js';
import { conceptsInReply } from '../concept-scan.js';
import { classify, questionForm } from '../intents.js';
import { factAnswer, loadFacts } from './facts.js';
import { codeJ, type JosaPair } from '../../korean.js';

const facts = loadFacts();
const courses = readdirSync(join(CONTENT_DIR, 'courses')).map(
  (f) => JSON.parse(readFileSync(join(CONTENT_DIR, 'courses', f), 'utf8')) as { sections: { id: string; concepts: string[] }[] },
);
const sections = new Map(courses.flatMap((c) => c.sections.map((s) => [s.id, s] as const)));
const taught = new Set(courses.flatMap((c) => c.sections.flatMap((s) => s.concepts)));

const answer = (message: string, fence: ConceptFence = OPEN_FENCE) => factAnswer(classify(message).understood, fence);

const PAIRS: Record<string, JosaPair> = { 을: '을/를', 를: '을/를', 이: '이/가', 가: '이/가', 은: '은/는', 는: '은/는', 과: '과/와', 와: '과/와', 으로: '으로/로', 로: '으로/로' };

describe('content/facts.json', () => {
  it('writes the particle after a code word as the word is read (`float()`를, `strip()`은)', () => {
    const bad = facts.flatMap((f) =>
      [...f.answer.matchAll(/`([A-Za-z_]\w*(?:\(\))?)`(으로|을|를|이|가|은|는|과|와|로)(?![가-힣])/g)]
        .filter((m) => codeJ(m[1]!, PAIRS[m[2]!]!) !== `\`${m[1]}\`${m[2]}`)
        .map((m) => `${f.id}: ${m[0]}`),
    );
    expect(bad).toEqual([]);
  });

  it('has unique ids, known sections and taught concepts', () => {
    expect(facts.length).toBeGreaterThanOrEqual(150);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    for (const f of facts) {
      expect(sections.has(f.section), f.id).toBe(true);
      for (const c of f.concepts) expect(taught.has(c), `${f.id}: ${c}`).toBe(true);
    }
  });

  it('shows only code taught by its own section (Python course), so it is given there', () => {
    const python = JSON.parse(readFileSync(join(CONTENT_DIR, 'courses', 'python.json'), 'utf8')) as { sections: { id: string; concepts: string[] }[] };
    const order = python.sections.map((s) => s.id);
    const late: string[] = [];
    for (const f of facts) {
      const at = order.indexOf(f.section);
      if (at < 0) continue;
      const allowed = new Set(python.sections.slice(0, at + 1).flatMap((s) => s.concepts));
      const beyond = [...f.concepts, ...conceptsInReply(f.answer)].filter((c) => !allowed.has(c));
      if (beyond.length) late.push(`${f.id} (${f.section}): ${beyond.join(', ')}`);
    }
    expect(late).toEqual([]);
  });

  it('answers some form, in sentences that read alone and after 네/아니요', () => {
    for (const f of facts) {
      expect(f.forms.length + Object.keys(f.yesno).length, f.id).toBeGreaterThan(0);
      expect(f.answer, f.id).not.toMatch(/^(네|아니요|아뇨)[,.]/);
      expect(f.answer, f.id).toMatch(/[.)]$/);
      expect((f.answer.match(/`/g) ?? []).length % 2, f.id).toBe(0);
      expect((f.answer.replace(/`[^`]*`/g, '').match(/\*\*/g) ?? []).length % 2, f.id).toBe(0);
      expect(REFERS_TO_EXAMPLE.test(f.answer), f.id).toBe(false);
    }
  });
});

describe('question form', () => {
  it('reads the predicate of a yes/no question by its verb', () => {
    expect(questionForm('a[::-1] 하면 원래 리스트 바뀌어요?')).toMatchObject({ form: 'yesno', predicate: 'change' });
    expect(questionForm('변수 이름에 숫자 넣어도 돼요?')).toMatchObject({ form: 'yesno', predicate: 'can' });
    expect(questionForm('for문에 range 꼭 써야돼요?')).toMatchObject({ form: 'yesno', predicate: 'must' });
    expect(questionForm('키 똑같은거 두번 쓰면 에러나요?')).toMatchObject({ form: 'yesno', predicate: 'error' });
    expect(questionForm('return 하고나서 밑에 줄도 실행돼?')).toMatchObject({ form: 'yesno', predicate: 'goon' });
    expect(questionForm('range(5) 하면 5도 나와요?')).toMatchObject({ form: 'yesno', predicate: 'include' });
    expect(questionForm('break랑 continue 차이')).toMatchObject({ form: 'difference' });
    expect(questionForm('input은 왜 다 문자열로 받아짐?')).toMatchObject({ form: 'why' });
    expect(questionForm('변수 두개 값 바꾸는법')).toMatchObject({ form: 'how' });
    expect(questionForm('옆으로 이어서 나오게 못함??')).toMatchObject({ form: 'yesno', predicate: 'can' });
  });
});

describe('facts for questions', () => {
  it('says yes or no by the predicate asked, and turns it over for a negated question', () => {
    expect(answer('a[::-1] 하면 원래 리스트 바뀌어요?')?.text).toMatch(/^아니요, /);
    expect(answer('리스트끼리 곱할 수 있어?')?.text).toMatch(/^아니요, .*TypeError/);
    expect(answer('변수 이름에 숫자 넣어도 돼요?')?.text).toMatch(/^네, .*숫자로 시작/);
    expect(answer('변수 이름 숫자로 시작해도 돼?')?.text).toMatch(/^아니요, /);
    expect(answer('for문에 range 꼭 써야돼요?')?.text).toMatch(/^아니요, .*리스트/);
    expect(answer('딕셔너리에 키 똑같은거 두번 쓰면 에러나요?')?.text).toMatch(/^아니요, .*나중/);
    expect(answer('sort()하면 원래 리스트 바뀜?')?.text).toMatch(/^네, /);
    expect(answer('sorted 하면 원래 리스트 바뀜?')?.text).toMatch(/^아니요, /);
    expect(answer('함수 안에서 만든 변수 밖에서 쓰면 안 됨?')?.text).toMatch(/^네, .*NameError/);
    expect(answer('range(5) 하면 5도 나와요?')?.text).toMatch(/^아니요, /);
    expect(answer('인덱스 1부터 시작해요?')?.text).toMatch(/^아니요, .*0부터/);
  });

  it('answers why, how, what and difference with the sentence of that form', () => {
    expect(answer('print에 쉼표 쓰면 왜 띄어쓰기 생겨요?')?.text).toMatch(/sep/);
    expect(answer('print 두 개 쓰면 왜 줄바뀜? 한 줄로 하고 싶은데')?.text).toMatch(/end/);
    expect(answer('변수 두개 값 바꾸는법 ㅋㅋ')?.text).toMatch(/b, a/);
    expect(answer('what is 매개변수??')?.text).toMatch(/받아요/);
    expect(answer('0.1+0.2 왜 0.3이 아니고 이상한 숫자 나옴?')?.text).toMatch(/오차/);
    expect(answer('break랑 continue 차이')?.text).toMatch(/break.*continue/);
    expect(answer('재귀함수에 기저조건 없으면 어케 돼요')?.text).toMatch(/RecursionError/);
  });

  it('is given only inside the fence, and not for a question about something else', () => {
    const onlyPrint: ConceptFence = { allows: (c) => c === 'print' || c === 'variable', taughtAt: () => null };
    expect(answer('리스트끼리 곱할 수 있어?', onlyPrint)).toBeUndefined();
    expect(answer('오늘 급식 뭐예요?')).toBeUndefined();
  });
});
