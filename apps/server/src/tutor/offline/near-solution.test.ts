// A blank the graded fence leaves in a sentence still reads as Korean (issue 24, class 5).
import { describe, expect, it } from 'vitest';
import { readableBlanks, withoutNearSolutions } from './near-solution.js';

describe('readableBlanks', () => {
  it('names a blank in a sentence as 빈칸 with the particle that fits it', () => {
    expect(readableBlanks('____로 계산해요.')).toBe('빈칸(`____`)으로 계산해요.');
    expect(readableBlanks('평균은 `____`예요.')).toBe('평균은 빈칸(`____`)이에요.');
    expect(readableBlanks('먼저 `____`를 확인해요.')).toBe('먼저 빈칸(`____`)을 확인해요.');
    expect(readableBlanks('`____`가 나면 건너뛰어요.')).toBe('빈칸(`____`)이 나면 건너뛰어요.');
    expect(readableBlanks('`____`는 가장 큰 값 하나만 지워요.')).toBe('빈칸(`____`)은 가장 큰 값 하나만 지워요.');
    expect(readableBlanks('`____`와 `____`를 써요.')).toBe('빈칸(`____`)과 빈칸(`____`)을 써요.');
    expect(readableBlanks('개수는 `____`이고, 합은 `____`에 더해요.')).toBe('개수는 빈칸(`____`)이고, 합은 빈칸(`____`)에 더해요.');
    expect(readableBlanks('`____` 안에서 입력을 받아요.')).toBe('빈칸(`____`) 안에서 입력을 받아요.');
  });

  it('leaves code, a blank inside a longer code span and the skeleton\'s own 빈칸 alone', () => {
    const skeleton = '「x」의 빈칸(`____`)을 채워 보세요.\n\n```python\nn = int(input())\n____\n```';
    expect(readableBlanks(skeleton)).toBe(skeleton);
    expect(readableBlanks('합계는 `a + ____ + ____`로 구해요.')).toBe('합계는 `a + ____ + ____`로 구해요.');
    expect(readableBlanks('빈칸 `___`에 값을 써요.')).toBe('빈칸 `___`에 값을 써요.');
  });

  it('reads well after the near-solution blanking', () => {
    const hearts = ['len(word)//2'];
    expect(readableBlanks(withoutNearSolutions('가운데는 `len(word) // 2`로 구해요.', hearts, ''))).toBe('가운데는 빈칸(`____`)으로 구해요.');
  });
});
