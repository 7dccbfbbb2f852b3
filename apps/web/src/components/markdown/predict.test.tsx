import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

// The lesson renderer turns a ```python predict block into a question: the code, one radio per
// choice and a check button that stays disabled until a choice is made (the answer is not shown).
describe('예측해 보기 in lesson markdown', () => {
  const md = ['# 예측', '', '```python predict', 'a = "3"', 'print(a * 2)', '---', '- 6', '* 33', '- 1\\n2', '```', ''].join('\n');

  it('renders the code, the choices as labelled radios and a disabled check button', () => {
    const html = renderToStaticMarkup(<Markdown onRunExample={() => {}}>{md}</Markdown>);
    expect(html).toContain('예측해 보기');
    expect(html).toContain('print(a * 2)');
    expect(html).not.toContain('---');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*><code[^>]*>33<\/code><\/label>/);
    expect(html).toContain('1\n2');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>확인하기<\/button>/);
    expect(html).not.toContain('맞았어요');
  });

  it('shows a malformed question as plain code rather than breaking the lesson', () => {
    const html = renderToStaticMarkup(<Markdown>{'```python predict\nprint(1)\n```\n'}</Markdown>);
    expect(html).toContain('print');
    expect(html).not.toContain('type="radio"');
  });
});
