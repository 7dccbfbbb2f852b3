// Question forms read from the grammar of the sentence (issue 24, classes 2 and 6), on the real course content: a casual
// yes/no whose ending merged into the verb ('들어가?', '써?') starts with 네/아니요; 'A 대신 B 써도 돼?' shows what each of
// the two does; a feeling gets a sentence about that feeling; a personal question to the tutor is small talk, not a lesson.
import { describe, expect, it } from 'vitest';
import { casualYesNoEnd, questionEnding, questionForm } from '../intents.js';
import { misbeliefAnswer } from './misbeliefs.js';
import { asksInstead } from './difference.js';
import { warmSentence } from '../short-turns.js';
import { TEXTS } from '../texts.js';
import { ask } from './ask-offline.js';

describe('casual yes/no endings merged into the verb', () => {
  it.each(['5도 들어가?', '밑에 줄도 넘어가?', '이거 다시 돌아가?', '여기 들여써?'])('%s is a yes/no question', (q) => {
    expect(casualYesNoEnd(q)).toBe(true);
    expect(questionForm(q).form).toBe('yesno');
  });
  it.each(['변수가?', '리스트?', '이거 뭐가?'])('%s is not', (q) => {
    expect(casualYesNoEnd(q)).toBe(false);
  });
  it('a yes/no about whether the end is included starts with 아니요', () => {
    expect(ask('15', 'range(5) 하면 5도 들어가?')).toMatch(/^아니요/);
  });
});

describe("'A 대신 B 써도 돼?' shows both sides", () => {
  it.each(['append 대신 insert 써도 돼?', 'remove 말고 pop 써도 됨?', 'sort() 대신 sorted() 쓰면 안 돼요?'])('%s', (q) => {
    expect(asksInstead(q)).toBe(true);
  });
  it.each(['append 대신 뭐 써요', '그 대신 이거 설명해 줘'])('%s is not', (q) => {
    expect(asksInstead(q)).toBe(false);
  });
  it.each([
    ['10', 'append 대신 insert 써도 돼?', ['append', 'insert']],
    ['10', 'remove 말고 pop 써도 됨?', ['remove', 'pop']],
  ])('[%s] %s', (section, q, words) => {
    const text = ask(section, q);
    for (const w of words) expect(text).toMatch(new RegExp(`\\*\\*\`${w}\`\\*\\*: .*${w}`));
    expect(text).toMatch(/하는 일/);
  });
});

describe('feelings by what was said', () => {
  it.each([
    ['배고파 ㅠㅠ', TEXTS.feelings.hungry],
    ['아 심심해', TEXTS.feelings.bored],
    ['짜증나 진짜', TEXTS.feelings.annoyed],
    ['오늘 학교 너무 힘들었어요', TEXTS.feelings.hardDay],
    ['집에 가고싶다', TEXTS.feelings.restless],
  ])('%s', (message, sentence) => {
    expect(warmSentence(message)).toBe(sentence);
    expect(ask('7', message)).toContain(sentence);
  });
  it('a personal question to the tutor is small talk, not a lesson passage that shares a word', () => {
    const text = ask('15', '좋아하는 음식 뭐야');
    expect(text).not.toContain('📖');
    expect(text).toMatch(/튜터/);
  });
});

describe('fence replies for what another course teaches', () => {
  it.each([
    ['201', '머신러닝이 뭐에요', /머신러닝/, /「AI 리터러시」 과정/],
    ['3', '편향이 뭐예요', /편향은/, /「AI 리터러시」 과정/],
    ['11', 'set 자료형 뭐에요', /집합은/, /「파이썬기초2」 과정/],
  ])('[%s] %s: a gist in the lesson\'s words, then where it is taught', (section, q, gist, place) => {
    const text = ask(section, q);
    expect(text).toMatch(gist);
    expect(text).toMatch(place);
    expect(text).not.toContain('튜터라서 그 얘기는');
  });
  it('small talk is not sent to another course', () => {
    expect(ask('2', '점심 뭐먹지')).not.toMatch(/과정의/);
  });
  it('a later concept with a kind word gets no passage that only shares the kind word', () => {
    expect(ask('7', 'zip 함수 뭐야')).not.toMatch(/도움이 될 거예요/);
  });
});

describe('a difference names each side where it is taught', () => {
  it('리스트 is defined from the section that teaches lists', () => {
    const text = ask('9', '딕셔너리랑 리스트 차이');
    expect(text).toMatch(/\*\*리스트\*\*: 리스트는/);
  });
});

describe('yes or no only from a sentence that decides the question', () => {
  it.each([
    ['9', '리스트 두 개 합칠 수 있어?', /^네/],
    ['3', 'input 하면 숫자도 문자열로 들어가?', /^네/],
    ['3', 'input 하면 숫자로 들어가?', /^아니요/],
    ['6', '문자열 안의 글자 바꿀 수 있어?', /^아니요/],
  ])('[%s] %s', (section, q, start) => {
    expect(ask(section, q)).toMatch(start);
  });
  it('a claimed result of code no sentence shows gets neither 네 nor 아니요', () => {
    expect(ask('4', 'int(3.7) 하면 4 나와요?')).not.toMatch(/^(네|아니요)/);
  });
  it('a may-I question about an action no lesson so far speaks of is answered honestly, with an experiment', () => {
    const text = ask('5', '문자열 안의 글자 바꿀 수 있어?');
    expect(text).toMatch(/^그 질문에 딱 맞는 문장은 지금까지 배운 내용에 없어요/);
    expect(text).toMatch(/직접 실행해서 확인/);
    expect(text).not.toMatch(/^네/);
  });
});

describe('the form of a question without its question mark, and feelings in other words', () => {
  it.each(['except 여러개 써도 되냐', '리스트 == 비교하면 순서도 봄?', '변수 이름 숫자로 시작해도 됨? 1st 이런거'])('%s is a yes/no question', (q) => {
    expect(ask(q.startsWith('except') ? '303' : q.startsWith('리스트') ? '9' : '1', q)).toMatch(/^(네|아니요)/);
  });
  it.each(['값이 안 나오니까', '이거 뭐냐'])('%s is not', (q) => {
    expect(questionForm(q).form).not.toBe('yesno');
  });
  it.each([
    ['16', '쌤 함수 개어려움 ㅠ 머리터짐'],
    ['4', '수학 싫어서 코딩하는건데 또 수학나옴 ㅡㅡ'],
    ['203', '쌤도 코딩 어려웠어요?'],
    ['201', '쌤 저 코딩 처음인데 할수있을까요'],
  ])('[%s] %s: a warm sentence and a next step, no lesson passage', (section, q) => {
    const text = ask(section, q);
    expect(text).toMatch(/괜찮|누구나|충분|수고|천천히|마음|힘들/);
    expect(text).not.toContain('찾지 못했어요');
    expect(text).not.toContain('📖');
  });
  it('the place of import is the section that explains modules', () => {
    expect(ask('402', 'random 모듈 어케 씀')).toMatch(/모듈과 표준 라이브러리/);
  });
});

describe('whether two Python words are the same', () => {
  it.each([
    ['301', "strip이랑 replace(' ','') 같은거 아님?", ['strip', 'replace']],
    ['10', 'sort랑 sorted 같은 거예요?', ['sort', 'sorted']],
  ])('[%s] %s: 아니요, then both sides', (section, q, words) => {
    const text = ask(section, q);
    expect(text).toMatch(/^아니요/);
    for (const w of words) expect(text).toContain(`**\`${w}`);
  });
});

describe("yes/no questions without '?', read from the ending's morphology (issue 24, class 2)", () => {
  it.each(['변수 이름 숫자로 시작해도 되는건가', '7 / 2 하면 3 나오나', '이거 쓰는거지', '빈 리스트도 만들 수 있는 건가', '함수에서 return 만나면 거기서 바로 끝나는거임', 'if x = 5: 이렇게 쓰는거 맞아', 'sort 하면 새 리스트 생기는 거 아님'])('%s is a yes/no question', (q) => {
    expect(questionEnding(q)).toBe(true);
  });
  it.each(['에러가 나요', '반복 안 끝나요', '안 끝나', '그렇구나', '아니요', '그거 아님', '되는지 모르겠어', '들어가요', '숫자 하나'])('%s is not', (q) => {
    expect(questionEnding(q)).toBe(false);
  });
  it.each([
    ['1', '변수 이름 숫자로 시작해도 되는건가', /^아니요/],
    ['16', '함수에서 return 만나면 거기서 바로 끝나는거임', /^네/],
    ['12', 'get 으로 꺼내면 키가 없어도 오류 안나는건가', /^네/],
  ])('[%s] %s', (section, q, start) => {
    expect(ask(section, q)).toMatch(start);
  });
});

describe("a belief asked as '~거 아님' is answered from the lessons' predict misconceptions", () => {
  it.each([
    ['15', 'range(5) 는 1부터 시작하는 거 아냐', /^아니요, `range\(5\)`는 0부터/],
    ['10', 'remove 하면 같은 값 전부 지워지는거 아닌가', /^아니요, .*하나만/],
  ])('[%s] %s', (section, q, start) => {
    expect(ask(section, q)).toMatch(start);
  });
  it('a belief no misconception names is left to the other readers', () => {
    expect(misbeliefAnswer('print 쓰면 화면에 나오는 거 아님', [])).toBeUndefined();
  });
  it("whether a new list is made is whether the original changes, turned over ('sort 하면 새 리스트 생기는 거 아님' → 아니요)", () => {
    expect(questionForm('sort 하면 새 리스트 생김?')).toMatchObject({ form: 'yesno', predicate: 'change', inverse: true });
    expect(ask('10', 'sort 하면 새 리스트 생기는 거 아님')).toMatch(/^아니요/);
  });
});
