import { describe, expect, it } from 'vitest';
import { loopBoundReading, statedExpectation } from './expectation.js';

describe('the student’s stated expectation', () => {
  it.each([
    ['55 나와야 되는데 45 나옴', { want: '55', got: '45' }],
    ['3이 나와야 하는데 2가 떠요', { want: '3', got: '2' }],
    ['결과가 10 나와야 돼요', { want: '10' }],
    ['2 1 나와야되는데 2 2 나옴ㅠ', { want: '2 1', got: '2 2' }],
    ['[4, 6] 나와야 하는데 [1, 2, 3, 4] 나와요', { want: '[4, 6]', got: '[1, 2, 3, 4]' }],
    ['pyt 나와야 되는데 py만 나와요', { want: 'pyt', got: 'py', only: true }],
    ['5 넣으면 15 나와야 되는데 555 나옴ㅋㅋ', { want: '15', got: '555' }],
    ['95점이면 A 나와야지 왜 B 나옴', { want: 'A', got: 'B' }],
    ['5 나와야 되는데 아무것도 안 나와요', { want: '5', got: '' }],
    ['큰 순서대로 나와야 되는데 작은거부터 나옴', { want: '큰 순서대로', got: '작은거부터', described: true, relation: 'reordered' }],
    // A value glued to the marker, a clause that already said what came out, one line wanted (tutorcode).
    ['5넣으면 15나와야되는데 10나옴 왜', { want: '15', got: '10' }],
    ['9 있는데 -1임 4 나와야 됨', { want: '4' }],
    ['점수: 100 이렇게 한줄로 나와야되는데 두줄로 나옴', { want: '100 이렇게 한줄로', got: '두줄로', described: true, relation: 'oneLine' }],
    // Described wants: the relation to what came out, in the student's words.
    ['거꾸로 나와야 되는데 그대로 stressed 나와요', { want: '거꾸로', got: 'stressed', described: true, relation: 'reversed' }],
    ['a는 1 그대로여야 하는데 3으로 바뀜', { want: 'a는 1', got: '3', relation: 'unchanged' }],
    ['5 다 지워져야 되는데 하나만 지워져요', { want: '5', got: '하나', described: true, gone: true, only: true }],
    ['20살인데 아무것도 안나와요 성인 나와야 됨', { want: '성인', got: '', described: true }],
    ['1 2 3 순서대로 나와야 되는데 순서가 반대로 나와', { want: '1 2 3 순서대로', got: '순서가 반대로', described: true, relation: 'reversed' }],
    ['열까지 더하면 55여야 하는데 45임', { want: '55', got: '45' }],
    ['1부터 10까지 더하면 55 아님? 45 나옴', { want: '55', got: '45' }],
    // More ways to say it: '답이 X인데', '나오죠', a limit word after what came out, a count.
    ['답이 10인데 왜 6이 나오죠', { want: '10', got: '6' }],
    ['5 4 3 2 1 나와야 하는데 5 4 3 2 까지만 나와요', { want: '5 4 3 2 1', got: '5 4 3 2', only: true }],
    ['5번 출력해야되는데 4번밖에 안나와요', { want: '5번', got: '4번', described: true }],
    ['1부터5까지 나와야되는데 2부터 6까지 나옴', { want: '1부터5까지', got: '2부터 6까지' }],
    ['3 x 9 = 27까지 나와야 되는데 8에서 끝나요', { want: '27까지' }],
    ['5번 돌아야 되는데 3번만 돌아요', { want: '5번', got: '3번', described: true, only: true }],
  ])('%s', (message, want) => {
    expect(statedExpectation(message)).toEqual(want);
  });

  it('is absent from ordinary questions', () => {
    expect(statedExpectation('while 문이 뭐예요?')).toBeUndefined();
    expect(statedExpectation('for문 꼭 써야 되나요?')).toBeUndefined();
  });

  it('finds the loop bound that leaves out exactly the missing value, on the student’s numbers', () => {
    const code = 'total = 0\ni = 1\nwhile i < 10:\n    total += i\n    i += 1\nprint(total)';
    const r = loopBoundReading(code, { want: '55', got: '45' })!;
    expect(r.line).toBe(3);
    expect(r.message).toContain('차이 10이');
    expect(r.message).toContain('`i`가');
    expect(loopBoundReading('for i in range(1, 4):\n    print(i)', { want: '10', got: '6' })?.message).toContain('바로 앞까지만');
    // A difference the bound does not explain is left to the other readings.
    expect(loopBoundReading(code, { want: '60', got: '45' })).toBeUndefined();
  });
});
