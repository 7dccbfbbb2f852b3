// Answering the question asked (issue 24, classes 2, 4, 5 and 6), on the real course content: requests for examples get
// the lessons' own examples (one per code word named, else the ones that do what is described, never an exercise's
// answer), a difference names the two things compared (not the student's variable), an error asked about with no code
// is explained, a yes/no answer comes only from a sentence about the question's topic, and words to the tutor itself
// or about others get a warm sentence and a next step.
import { describe, expect, it } from 'vitest';
import { ask } from './ask-offline.js';

const blocks = (text: string) => [...text.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('requests for examples', () => {
  it.each([
    ['10', 'append insert pop 예시 한번에 보여주세요', ['append', 'insert', 'pop']],
    ['10', 'sort랑 reverse 예제 좀', ['sort', 'reverse']],
    ['12', 'get items 예시 보여줘', ['get', 'items']],
    ['5', 'upper lower 예시', ['upper', 'lower']],
  ])('[%s] %s: one lesson example for each code word named', (section, message, words) => {
    const text = ask(section, message);
    const code = blocks(text);
    expect(code.length).toBeGreaterThan(0);
    expect(code.length).toBeLessThanOrEqual(words.length);
    for (const w of words) expect(code.join('\n')).toMatch(new RegExp(`\\b${w}\\b`));
    expect(text.length).toBeLessThan(1500);
  });

  it.each([
    ['16', '함수 만들어서 두 수 더하는 예시', [/def \w+\(\w+, \w+\)/, /\+/]],
    ['12', '딕셔너리 예시 세개만 보여줘 키랑 값 있는거', [/\{\s*"/]],
    ['13', 'elif 쓰는 예시 보여줘', [/\belif\b/]],
    ['402', '딕셔너리 컴프리헨션 예제', [/\{\w+: [^}]*\bfor\b/]],
  ])('[%s] %s: an example that does what is described', (section, message, wants) => {
    const code = blocks(ask(section, message)).join('\n');
    for (const want of wants) expect(code).toMatch(want);
  });

  it('never shows an exercise block (its hints and answer follow "---")', () => {
    for (const [section, message] of [['11', '딕셔너리 만드는 예시 여러개'], ['5', '문자열 예시 세 개'], ['3', 'input 예시 두개']] as const) {
      expect(ask(section, message)).not.toMatch(/^---\s*(answer|hint|output)/m);
    }
  });

  it('a concept not yet taught gets its gist and place, not its code', () => {
    const text = ask('2', 'for문 예시 보여줘');
    expect(text).toMatch(/15섹션/);
    expect(blocks(text)).toHaveLength(0);
  });
});

describe('difference questions', () => {
  it.each([
    ['1', 'x == 3 이거 = 하나랑 뭐가달라'],
    ['13', 'a == b 랑 a = b 차이'],
  ])('[%s] %s: the two operators are the sides, not the variable', (section, message) => {
    const text = ask(section, message);
    expect(text).toMatch(/\*\*`==`\*\*/);
    expect(text).toMatch(/\*\*`=`\*\*/);
    expect(text).not.toMatch(/\*\*`[abx]`\*\*/);
  });
});

describe('an error asked about with no code and no run', () => {
  it.each([
    ['13', '조건에 = 하나 쓰면 왜 에러남?', /==/],
    ['5', '문자열이랑 숫자 더하면 왜 에러남', /TypeError|str\(/],
    ['7', '리스트 없는 번호 쓰면 에러나?', /IndexError/],
    ['13', 'if 끝에 콜론 빼먹으면 무슨 오류?', /SyntaxError/],
  ])('[%s] %s is explained, not "run it first"', (section, message, want) => {
    const text = ask(section, message);
    expect(text).toMatch(want);
    expect(text).not.toMatch(/오류 메시지가 보이지 않아요/);
  });
});

describe('a yes/no answer speaks of the question', () => {
  it('a question about life is not answered "네" from a lesson sentence that shares one word', () => {
    const text = ask('11', '파이썬 배우면 돈 많이 벌어?');
    expect(text).not.toMatch(/^네,/);
    expect(text).not.toMatch(/곱하기/);
  });
});

describe('words to the tutor, and about others', () => {
  const FALLBACK = /그 얘기는 잘 모르지만|답하기 어려워요/;
  it.each([
    ['12', '너 이름이 뭐야', /튜터/],
    ['8', '너 진짜 AI야?', /튜터/],
    ['9', '쌤은 코딩 잘해요?', /튜터/],
    ['3', '너 사람이야?', /튜터/],
    ['5', '농담 하나 해줘', /버그/],
    ['7', '재밌는 얘기 해줘 ㅋㅋ', /버그/],
    ['1', '쌤 사랑해요', /고마워요/],
    ['4', '쌤 진짜 최고', /고마워요/],
    ['2', '선생님이 내 채팅 봐요?', /선생님/],
    ['11', '파이썬 배우면 돈 많이 벌어?', /직업/],
    ['10', '이거 해서 뭐해', /만들 수 있어요/],
    ['3', '파이썬은 누가 만들었어?', /귀도 반 로섬/],
  ])('[%s] %s', (section, message, want) => {
    const text = ask(section, message);
    expect(text).toMatch(want);
    expect(text).not.toMatch(FALLBACK);
    expect(text.trim()).toMatch(/\?$/);
  });

  it.each([
    ['6', '친구는 벌써 다 풀었는데 나는 아직도 못함'],
    ['9', '다른 애들은 다 했는데 나만 못해요'],
    ['14', '옆자리 친구는 금방 하는데 난 계속 안 돼'],
  ])('[%s] %s: a warm sentence, then a next small step', (section, message) => {
    const text = ask(section, message);
    expect(text).toMatch(/누구나|천천히|괜찮/);
    expect(text).toMatch(/볼까요\?$/);
    expect(text).not.toMatch(FALLBACK);
  });
});

describe('the lexicon’s lesson words are not what the student asked', () => {
  it.each([
    ['6', '글자 하나씩 한 줄에 출력하려면?'],
    ['14', 'while 돌릴때 줄바꿈 없이 출력'],
    ['16', '함수 결과 한 줄에 나란히'],
  ])('[%s] %s is answered about `end`, not about changing a letter of a string', (section, message) => {
    const text = ask(section, message);
    expect(text).toMatch(/end/);
    expect(text).not.toMatch(/글자 하나만 바꿀 수 없어요/);
  });
});

describe('fence replies', () => {
  it('a passage of what was taught is offered only when it is about the question, not a shared word', () => {
    const text = ask('13', '반복문 어떻게 써요');
    expect(text).toMatch(/14섹션/);
    expect(text).not.toMatch(/리스트 반복하기/);
  });
});
