import { describe, expect, it } from 'vitest';
import { looksLikeHtml } from './learning';

describe('markdown file check', () => {
  it('accepts markdown', () => {
    expect(looksLikeHtml('text/markdown; charset=utf-8', '# 변수\n\n## 변수란?')).toBe(false);
    expect(looksLikeHtml(null, '<b>not a document</b> but markdown may start with a tag')).toBe(false);
  });

  it('rejects HTML by content type or by content', () => {
    expect(looksLikeHtml('text/html; charset=utf-8', '# looks like markdown')).toBe(true);
    expect(looksLikeHtml('text/plain', '  <!DOCTYPE html><html lang="ko">')).toBe(true);
    expect(looksLikeHtml(null, '<html>\n<head></head>')).toBe(true);
  });
});
