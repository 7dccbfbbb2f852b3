import { describe, expect, it } from 'vitest';
import { speechText, splitSlides, tableOfContents } from './slides';

const lesson = [
  '# 변수',
  '',
  '## 변수란 무엇일까요?',
  '',
  '변수는 **이름표가 붙은 상자**예요.',
  '',
  '```python',
  '## not a heading',
  'name = "도담"',
  '```',
  '',
  '## 변수 만들기: `=` 로 값 넣기',
  '',
  '- `name = "도담"` 은 대입이에요.',
  '> 💡 `=` 는 "같다"가 아니에요.',
  '',
  '| 개념 | 내용 |',
  '| --- | --- |',
].join('\n');

describe('lesson slides', () => {
  it('makes one slide per ## heading and ignores headings inside code', () => {
    const outline = splitSlides(lesson);
    expect(outline.title).toBe('변수');
    expect(outline.slides.map((s) => s.title)).toEqual(['변수란 무엇일까요?', '변수 만들기: = 로 값 넣기']);
    expect(outline.slides[0]!.body).toContain('## not a heading');
  });

  it('turns text before the first ## into an opening slide', () => {
    const outline = splitSlides('# 제목\n\n소개 문단\n\n## 하나\n내용');
    expect(outline.slides.map((s) => s.title)).toEqual(['제목', '하나']);
    expect(outline.slides[0]!.body).toBe('소개 문단');
  });

  it('always yields at least one slide', () => {
    expect(splitSlides('그냥 글').slides).toMatchObject([{ title: '들어가며', body: '그냥 글' }]);
  });

  it('builds a table of contents outside code', () => {
    expect(tableOfContents(lesson)).toEqual([
      { level: 1, title: '변수' },
      { level: 2, title: '변수란 무엇일까요?' },
      { level: 2, title: '변수 만들기: = 로 값 넣기' },
    ]);
  });

  it('narrates prose without code, tables, markup or emoji', () => {
    const [first, second] = splitSlides(lesson).slides;
    expect(speechText(first!)).toBe('변수란 무엇일까요?\n변수는 이름표가 붙은 상자예요.');
    const text = speechText(second!);
    expect(text).toContain('name = "도담" 은 대입이에요.');
    expect(text).toContain('= 는 "같다"가 아니에요.');
    expect(text).not.toMatch(/💡|\||```/);
  });
});
