import { describe, expect, it } from 'vitest';
import { isExternalHref, isSameOriginUrl, parseCodeBlock } from './code-meta';

describe('code block meta', () => {
  it('marks python blocks runnable', () => {
    expect(parseCodeBlock(['language-python'], null)).toMatchObject({ language: 'python', runnable: true, inputs: [], predict: false, task: false, trace: false });
  });

  it('reads input values separated by |, keeping spaces inside a value', () => {
    expect(parseCodeBlock(['language-python'], 'input=철수|15').inputs).toEqual(['철수', '15']);
    expect(parseCodeBlock(['language-python'], 'input=10 20 30').inputs).toEqual(['10 20 30']);
    expect(parseCodeBlock('hljs language-python', 'input=간식,1500|끝').inputs).toEqual(['간식,1500', '끝']);
  });

  it('marks python predict blocks as questions, not as runnable examples', () => {
    expect(parseCodeBlock(['language-python'], 'predict')).toMatchObject({ language: 'python', runnable: false, inputs: [], predict: true });
    expect(parseCodeBlock(['language-python'], 'task input=1')).toMatchObject({ runnable: false, task: true, inputs: ['1'] });
    expect(parseCodeBlock(['language-python'], 'trace input=1')).toMatchObject({ runnable: true, trace: true, inputs: ['1'] });
    expect(parseCodeBlock(['language-python'], 'predict input=3').inputs).toEqual(['3']);
    expect(parseCodeBlock(['language-text'], 'predict').predict).toBe(false);
  });

  it('does not run norun blocks or other languages', () => {
    expect(parseCodeBlock(['language-python'], 'norun').runnable).toBe(false);
    expect(parseCodeBlock(['language-text'], null).runnable).toBe(false);
    expect(parseCodeBlock(undefined, null)).toMatchObject({ language: null, runnable: false, inputs: [], predict: false });
  });
});

describe('safe urls', () => {
  const origin = 'https://dodam.example';
  it('allows only same-origin images', () => {
    expect(isSameOriginUrl('/media/a.png', origin)).toBe(true);
    expect(isSameOriginUrl('https://dodam.example/a.png', origin)).toBe(true);
    expect(isSameOriginUrl('https://evil.example/track.png', origin)).toBe(false);
    expect(isSameOriginUrl('//evil.example/x.png', origin)).toBe(false);
    expect(isSameOriginUrl('', origin)).toBe(false);
  });

  it('detects external links', () => {
    expect(isExternalHref('https://docs.python.org', origin)).toBe(true);
    expect(isExternalHref('/contents', origin)).toBe(false);
    expect(isExternalHref('#intro', origin)).toBe(false);
  });
});
