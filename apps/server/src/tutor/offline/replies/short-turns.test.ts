import { describe, expect, it } from 'vitest';
import { offered, ownPhrase } from './short-turns.js';
import { asksExample } from './examples.js';
import { shownCode } from '../../state.js';

describe("the tutor's last question read as an offer (a yes takes it)", () => {
  it('names what it offers: another example, the next hint, an easier explanation', () => {
    expect(offered('예시를 하나 더 볼까요?')).toBe('example');
    expect(offered('다른 예제도 보여 줄까요?')).toBe('example');
    expect(offered('다음 힌트를 드릴까요?')).toBe('hint');
    expect(offered('한 단계씩 같이 풀어 볼까요?')).toBe('hint');
    expect(offered('더 쉽게 설명해 줄까요?')).toBe('confused');
  });

  it('is no offer when the question asks the student to think, run or write something', () => {
    expect(offered('첫 번째 빈칸에는 무엇이 들어가야 할까요?')).toBeUndefined();
    expect(offered('예시 입력으로 한 번 실행해 볼까요?')).toBeUndefined();
    expect(offered('이 예시를 직접 실행해 보기 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?')).toBeUndefined();
    expect(offered('지금 배운 것으로 코드 한 줄을 직접 써 볼까요?')).toBeUndefined();
    expect(offered('오류 메시지가 나왔나요, 아니면 결과가 예상과 달랐나요?')).toBeUndefined();
  });
});

describe('the thread read in the student\'s own words and the server\'s record', () => {
  it('takes 예시/예제 as a request only when it asks for one, not where something was seen', () => {
    expect(asksExample('append 예시 보여줘')).toBe(true);
    expect(asksExample('딕셔너리 예시 세개만')).toBe(true);
    expect(asksExample('예시 코드에서 sort() 뒤에 괄호는 왜 붙임?')).toBe(false);
    expect(asksExample('예제처럼 입력했는데 split 이 뭘 하는거임')).toBe(false);
    expect(asksExample('예시에 나온 len은 공백도 세나요?')).toBe(false);
    expect(asksExample('예시에 나온 거 말고 다른 예시 더 보여줘')).toBe(true);
  });

  it('names the topic in the student\'s phrase when it is more than the concept\'s name', () => {
    expect(ownPhrase('리스트 복사 어떻게 함')).toBe('리스트 복사');
    expect(ownPhrase('문자열 뒤집기 어떻게 해')).toBe('문자열 뒤집기');
    expect(ownPhrase('나머지 구하는 법')).toBeUndefined();
    expect(ownPhrase('elif 왜 씀')).toBeUndefined();
  });

  it('keeps the code blocks a reply showed, spaces removed', () => {
    expect(shownCode('예시예요.\n\n```python\nprint(7 % 2)\n```\n\n어때요?')).toEqual(['print(7%2)']);
    expect(shownCode('코드 없음')).toEqual([]);
  });
});
