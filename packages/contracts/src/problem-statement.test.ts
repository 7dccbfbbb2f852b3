import { describe, expect, it } from 'vitest';
import { splitStatementExample } from './problem-statement.js';

describe('splitStatementExample', () => {
  it('finds the three layouts of the content and keeps what is around them', () => {
    const led = splitStatementExample('합을 출력하세요.\n\n**예시**\n\n입력\n```text\n1\n2\n```\n출력\n```text\n3\n```');
    expect(led).toEqual({ before: '합을 출력하세요.', after: '', input: '1\n2', output: '3', note: null });
    const bold = splitStatementExample('문제\n\n**입력 예시**\n\n```text\na\n```\n\n**출력 예시**\n\n```text\nA\n```\n\n12는 그대로 출력해요.\n');
    expect(bold).toMatchObject({ before: '문제', after: '12는 그대로 출력해요.', input: 'a', output: 'A' });
    const plain = splitStatementExample('문제\n\n예시 입력 (앞에 공백 3칸):\n```text\n   hi\n```\n\n예시 출력:\n```text\nhi\n```\n\n> 안내 문구를 넣지 마세요.');
    expect(plain).toEqual({ before: '문제', after: '> 안내 문구를 넣지 마세요.', input: '   hi', output: 'hi', note: '앞에 공백 3칸' });
    expect(splitStatementExample('**예시**: 버전 `3.11.2`\n\n입력\n```text\n3.11.2\n```\n출력\n```text\nok\n```')?.note).toBe('버전 `3.11.2`');
  });

  it('leaves other fences alone: code examples, a bare 입력 without the 예시 line, a lone fence', () => {
    expect(splitStatementExample('이렇게 써요:\n```python\nprint(1)\n```\n```text\n1\n```')).toBeNull();
    expect(splitStatementExample('입력\n```text\n1\n```\n출력\n```text\n1\n```')).toBeNull();
    expect(splitStatementExample('예시 입력:\n```text\n1\n```\n설명 한 줄\n예시 출력:\n```text\n1\n```')).toBeNull();
    expect(splitStatementExample('출력만 있어요.')).toBeNull();
  });
});
