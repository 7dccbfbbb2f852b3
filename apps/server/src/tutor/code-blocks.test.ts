import { describe, expect, it } from 'vitest';
import { codeBlockLines } from './code-blocks.js';
import { chunkMarkdown, proseLines } from './retrieval.js';

describe('retrieval reads a fenced block as one unit (the one code-block reader)', () => {
  // A four-backtick block shows a three-backtick one: toggling on each ``` line read its inside as prose.
  const md = ['# 제목', '', '## 예시', '설명이에요.', '', '````markdown', '```python', '## 이건 제목이 아니에요', '```', '````', '', '뒤의 설명.', '', '## 다음', '끝.'].join('\n');

  it('marks the lines of each block, fences included', () => {
    expect(codeBlockLines('a\n```python\nx = 1\n```\nb')).toEqual([false, true, true, true, false]);
    expect(codeBlockLines(md).map((b, i) => (b ? i : -1)).filter((i) => i >= 0)).toEqual([5, 6, 7, 8, 9]);
  });

  it('a heading inside a block is no heading, and its lines are no prose', () => {
    expect(chunkMarkdown(md).map((c) => c.heading)).toEqual(['예시', '다음']);
    expect(proseLines(chunkMarkdown(md)[0]!.body)).toEqual(['설명이에요.', '뒤의 설명.']);
  });
});
