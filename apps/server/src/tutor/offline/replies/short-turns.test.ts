import { describe, expect, it } from 'vitest';
import { offered } from './short-turns.js';

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
