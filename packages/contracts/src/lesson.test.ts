import { describe, expect, it } from 'vitest';
import { checksIn, isMistakeBased, lessonTaskId, parseFenceInfo, parsePredict, parseTask, predictQuestionId, splitLessonSteps } from './lesson.js';

describe('parseFenceInfo (the one reader of ``` info strings)', () => {
  it('reads language, flags and input= values (values may hold spaces; a trailing flag is tolerated)', () => {
    expect(parseFenceInfo('python input=10 20|철수 norun')).toEqual({ language: 'python', norun: true, predict: false, task: false, trace: false, parsons: false, exercise: null, inputs: ['10 20', '철수'] });
    expect(parseFenceInfo('python parsons exercise=s3-e2')).toMatchObject({ parsons: true, exercise: 's3-e2', inputs: [] });
    expect(parseFenceInfo('text parsons exercise=s3-e2')).toMatchObject({ parsons: false });
    expect(parseFenceInfo('python trace input=3')).toMatchObject({ trace: true, inputs: ['3'] });
    expect(parseFenceInfo('task input=1|2', 'python')).toMatchObject({ task: true, inputs: ['1', '2'] });
    expect(parseFenceInfo('text')).toMatchObject({ language: 'text', norun: false, inputs: [] });
    // Flags mean something only on python blocks.
    expect(parseFenceInfo('text norun')).toMatchObject({ norun: false });
  });
});

describe('parsePredict (예측해 보기 blocks)', () => {
  it('reads code, choices, the marked answer and the misconception under a wrong choice', () => {
    const parsed = parsePredict('a = "3"\nprint(a * 2)\n---\n- 6\n  > 문자열을 숫자로 봄: "3"은 글자예요.\n* 33\n- 1\\n2\n');
    expect(parsed).toEqual({
      code: 'a = "3"\nprint(a * 2)',
      question: { choices: ['6', '33', '1\n2'], answer: 1, misconceptions: [{ name: '문자열을 숫자로 봄', explanation: '"3"은 글자예요.' }, null, null] },
    });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(isMistakeBased(parsed.question)).toBe(false);
    const full = parsePredict('print(1)\n---\n* 1\n- 2\n  > 하나 더함: 1은 그대로 나와요.');
    expect('question' in full && isMistakeBased(full.question)).toBe(true);
  });

  it('rejects a block without separator, answer, or with two answers, duplicate choices or a stray explanation', () => {
    expect(parsePredict('print(1)\n- 1\n* 2')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n- 1\n- 2')).toEqual({ error: '정답(*)이 없어요' });
    expect(parsePredict('print(1)\n---\n* 1\n* 2')).toEqual({ error: '정답(*)이 두 개예요' });
    expect(parsePredict('print(1)\n---\n* 1\n- 1')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1\n-2')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1\n  > 정답: 이건 안 돼요\n- 2')).toEqual({ error: '정답에는 오해 설명을 달 수 없어요' });
    expect(parsePredict('print(1)\n---\n* 1\n- 2\n  > 이름 없는 설명')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1\n- 2\n  > 하나: 설명 하나\n  > 둘: 설명 둘')).toHaveProperty('error');
  });

  it('ids a question by its code', () => {
    expect(predictQuestionId('print(1)\n')).toBe(predictQuestionId('print(1)'));
    expect(predictQuestionId('print(1)')).not.toBe(predictQuestionId('print(2)'));
  });
});

describe('parseTask (해 보기 blocks)', () => {
  it('reads starter, output cases (own input= or the fence default), graduated hints and the answer', () => {
    const task = parseTask('a = 1\nprint(a)\n--- output\n2\n--- output input=5\n6\n--- hint\n더해요\n--- hint\na + 1\n--- answer\na = 1\nprint(a + 1)', ['9']);
    expect(task).toEqual({
      starter: 'a = 1\nprint(a)',
      cases: [
        { inputs: ['9'], output: '2' },
        { inputs: ['5'], output: '6' },
      ],
      hints: ['더해요', 'a + 1'],
      answer: 'a = 1\nprint(a + 1)',
    });
  });

  it('rejects a task without output, hint or answer, an unknown part, or a starter that is the answer', () => {
    expect(parseTask('print(1)\n--- hint\n힌트예요\n--- answer\nprint(2)')).toHaveProperty('error');
    expect(parseTask('print(1)\n--- output\n2\n--- answer\nprint(2)')).toHaveProperty('error');
    expect(parseTask('print(1)\n--- output\n2\n--- hint\n힌트예요')).toHaveProperty('error');
    expect(parseTask('print(1)\n--- output\n2\n--- tip\nx\n--- hint\n힌트예요\n--- answer\nprint(2)')).toHaveProperty('error');
    expect(parseTask('print(2)\n--- output\n2\n--- hint\n힌트예요\n--- answer\nprint(2)')).toHaveProperty('error');
  });
});

describe('splitLessonSteps', () => {
  const lesson = [
    '# 변수',
    '들어가는 말',
    '## 만들기',
    '```python',
    '## not a heading',
    'x = 1',
    '```',
    '## 해 보기',
    '```python task',
    'print(1)',
    '--- output',
    '2',
    '--- hint',
    '2를 출력해요',
    '--- answer',
    'print(2)',
    '```',
    '```python predict',
    'print(3)',
    '---',
    '* 3',
    '- 4',
    '```',
  ].join('\n');

  it('cuts at ## outside code, keeps an opening step, and lists each step checks', () => {
    const outline = splitLessonSteps(lesson);
    expect(outline.title).toBe('변수');
    expect(outline.steps.map((s) => s.title)).toEqual(['변수', '만들기', '해 보기']);
    expect(outline.steps[1]!.body).toContain('## not a heading');
    expect(outline.steps[0]!.checks).toEqual([]);
    expect(outline.steps[2]!.checks).toEqual([lessonTaskId({ starter: 'print(1)', cases: [{ inputs: [], output: '2' }] }), predictQuestionId('print(3)')]);
    expect(checksIn(outline.steps[2]!.body)).toHaveLength(2);
    expect(new Set(outline.steps.map((s) => s.key)).size).toBe(3);
  });
});
