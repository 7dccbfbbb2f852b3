import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';
import { parseCodeBlock } from './code-meta';

// The tutor's ```python parsons exercise=<id> block is an order puzzle, not a runnable example: every
// line is a list item with a labelled '넣기' button (indentation spoken, since spaces are not read),
// the answer starts empty and the check button is disabled until a line is in it.
describe('the tutor’s Parsons puzzle in markdown', () => {
  const md = ['**3단계: 순서 맞추기**', '', '```python parsons exercise=s3-e2', 'b = input()', 'for x in xs:', '    total += x', 'a = int(input())', '```', ''].join('\n');

  it('renders the lines as a keyboard puzzle with a disabled check button', () => {
    const html = renderToStaticMarkup(<Markdown onRunExample={() => {}}>{md}</Markdown>);
    expect(html).toContain('data-testid="parsons"');
    expect(html.match(/<li class="dodam-md-parsons-line">/g)).toHaveLength(4);
    expect(html).toContain('aria-label="넣기: 들여쓰기 4칸, total += x"');
    expect(html).toContain('aria-label="넣기: b = input()"');
    expect(html).toContain('(들여쓰기 4칸)');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>확인하기<\/button>/);
    expect(html).not.toContain('실행해 보기');
  });

  it('is not runnable; without an exercise id it stays plain code', () => {
    expect(parseCodeBlock(['language-python'], 'parsons exercise=s3-e2')).toMatchObject({ runnable: false, parsons: true, exercise: 's3-e2' });
    const html = renderToStaticMarkup(<Markdown>{'```python parsons\nprint(1)\n```\n'}</Markdown>);
    expect(html).not.toContain('data-testid="parsons"');
    expect(html).toContain('print');
  });
});
