// Fresh probes (stop 36, tform) for issue 24 classes 2, 4 and 5, written in other wordings, sections and courses than the
// dev and class sets: a difference question shows what EACH side does (also when both sides are taught later, together);
// 'which is better' names both; a yes/no starts with 네/아니요 only when a sentence speaks of the very thing asked
// ('가운데 공백도' is not decided by a sentence on 앞뒤 공백); fence replies give a gist and the right place; particles read
// through code spans ('`reverse()`는').
import { describe, expect, it } from 'vitest';
import { codeJ, type JosaPair } from '../../korean.js';
import { focusOfAlso } from '../intents.js';
import { ask } from './ask-offline.js';

/** The side lines of a difference reply, without the sentence that says where a side is taught. */
function sides(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^- \*\*`?([^*`]+)`?\*\*: (.*)$/gm)) out.set(m[1]!, m[2]!.replace(/[^.]*에서 자세히 배워요\./g, '').trim());
  return out;
}

const PAIRS: Record<string, JosaPair> = { 을: '을/를', 를: '을/를', 이: '이/가', 가: '이/가', 은: '은/는', 는: '은/는', 과: '과/와', 와: '과/와', 으로: '으로/로', 로: '으로/로' };
function particleProblems(text: string): string[] {
  const bad: string[] = [];
  if (/이\(가\)|을\(를\)|은\(는\)|과\(와\)|\(으\)로|이\/가|을\/를|은\/는/.test(text)) bad.push('unresolved pair');
  for (const m of text.matchAll(/`([A-Za-z_]\w*(?:\(\))?)`(으로|을|를|이|가|은|는|과|와|로)(?![가-힣])/g)) {
    if (codeJ(m[1]!, PAIRS[m[2]!]!) !== `\`${m[1]}\`${m[2]}`) bad.push(`\`${m[1]}\`${m[2]}`);
  }
  return bad;
}

describe('difference: each side says what it does', () => {
  it.each([
    ['5', 'append랑 insert 뭐가 다름', 'append', 'insert'],
    ['3', 'remove랑 pop 차이가 뭐예요', 'remove', 'pop'],
    ['8', 'sort sorted 차이점 알려주세요', 'sort', 'sorted'],
    ['7', 'append 대신 insert 써도 됨?', 'append', 'insert'],
    ['1', 'input이랑 print 차이', 'input', 'print'],
    ['2', 'keys랑 values 뭐가 달라요', 'keys', 'values'],
    ['14', 'break랑 continue 차이', 'break', 'continue'],
    ['2', 'print에서 sep랑 end 뭐가 다름??', 'sep', 'end'],
    ['10', '리스트에서 remove랑 pop 뭐가 달라', 'remove', 'pop'],
  ])('[%s] %s', (section, q, a, b) => {
    const text = ask(section, q);
    const s = sides(text);
    expect(s.has(a) && s.has(b), text).toBe(true);
    // Never the same sentence twice, never 'not explained' for a word a later section of the course defines.
    expect(s.get(a), text).not.toBe(s.get(b));
    expect(text).not.toMatch(/따로 설명하지 않았어요/);
    expect(particleProblems(text)).toEqual([]);
  });

  it.each([
    ['11', '집합이랑 딕셔너리 차이', ['집합', '딕셔너리']],
    ['9', '튜플이랑 리스트 차이가 머임', ['튜플', '리스트']],
  ])('[%s] %s: sides named in Korean are not shown as code', (section, q, words) => {
    const text = ask(section, q);
    for (const w of words) {
      expect(text).toContain(`- **${w}**:`);
      expect(text).not.toContain(`\`${w}\``);
    }
  });
});

describe("'which is better' about two later concepts: a gist for each, each with its place", () => {
  it.each([
    ['13', 'while이랑 for 중에 뭐가 더 좋아', ['14섹션', '15섹션'], ['조건이 참인 동안', '하나씩']],
    ['9', 'while문 for문 뭐 쓰는게 나음?', ['14섹션', '15섹션'], ['조건이 참인 동안', '하나씩']],
  ])('[%s] %s', (section, q, places, gists) => {
    const text = ask(section, q);
    for (const p of [...places, ...gists]) expect(text, text).toContain(p);
  });
});

describe('yes/no: 네/아니요 only from a sentence about the very thing asked', () => {
  it.each([
    ['strip은 가운데 공백도 지워?', ['가운데', '공백']],
    ['in 연산자 문자열에도 써짐?', ['문자열']],
    ['딕셔너리 키에 리스트도 넣을 수 있나요', ['리스트']],
    ['range(5) 하면 5도 들어가?', []],
    ['리스트에 0 넣어도 돼?', []],
    ['그래도 돼?', []],
    ['슬라이싱은 범위 넘어가도 에러 안나요?', []],
    ['이진탐색은 정렬 안된 리스트에도 쓸수있어?', ['리스트']],
  ])('the thing asked about in %s', (q, focus) => {
    expect(focusOfAlso(q)).toEqual(focus);
  });
  it.each([
    ['301', 'strip은 가운데 공백도 지워?'],
    ['12', '딕셔너리 키에 리스트도 넣을 수 있나요'],
    ['5', 'upper()는 원래 문자열도 바꿔?'],
  ])('[%s] %s does not start with 네', (section, q) => {
    expect(ask(section, q)).not.toMatch(/^네/);
  });
  it.each([
    ['9', 'in 연산자 문자열에도 써짐?', /^네/],
    ['10', 'sort()하면 원래 리스트도 바뀜?', /^네/],
    ['15', 'range(1,10) 하면 10 포함임?', /^아니요/],
    ['14', 'for문 안에 for문 넣어도 됨?', /^네/],
    ['13', 'if 안에 if도 쓸 수 있어?', /^네/],
    ['12', '딕셔너리 키에 리스트도 넣을 수 있나요', /^아니요/],
  ])('[%s] %s', (section, q, start) => {
    expect(ask(section, q)).toMatch(start);
  });
});

describe('how / why: the sentence that answers the form asked', () => {
  it.each([
    ['2', 'print 두 개 쓰면 왜 줄바뀜? 한 줄로 하고 싶은데', /`end`/],
    ['2', '줄바꿈 없이 출력하는 법', /`end`/],
    ['3', 'input으로 받은거 숫자로 어케 바꿈', /int\(/],
    ['6', '슬라이싱에서 끝 번호는 왜 안 들어가', /바로 앞/],
  ])('[%s] %s', (section, q, want) => {
    expect(ask(section, q)).toMatch(want);
  });
});

describe('fence: a gist in taught words, then the right section or course', () => {
  it.each([
    ['1', '리스트가 뭐에요', /리스트는 .*7섹션 「리스트 기초」/s],
    ['4', '= 랑 == 차이', /13섹션 「조건문 if」/],
    ['1', '클래스가 뭐야', /설계도.*「파이썬 심화」/s],
    ['7', '람다 뭐임', /이름 없이.*「파이썬 알고리즘」/s],
    ['15', 'try except 이거 뭐에요', /멈추지 않고.*「파이썬기초2」/s],
    ['3', 'import random 하면 뭐됨', /모듈.*「파이썬 심화」/s],
    ['5', '재귀함수가 뭐야', /자기 자신.*「파이썬 알고리즘」/s],
    ['3', 'reverse()는 뭐임', /10섹션 「리스트 함수와 메서드」/],
    ['7', '딕셔너리는 언제 써?', /키.*11섹션 「딕셔너리 기초」/s],
  ])('[%s] %s', (section, q, want) => {
    const text = ask(section, q);
    expect(text).toMatch(want);
    expect(text).not.toMatch(/답하기 어려워요/);
    expect(particleProblems(text)).toEqual([]);
  });
});
