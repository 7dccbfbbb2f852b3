import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('parses events split across chunks', () => {
    const p = createSseParser();
    expect(p.push('event: meta\ndata: {"a"')).toEqual([]);
    expect(p.push(':1}\n\nevent: delta\ndata: {"text":"안녕"}\n\n')).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'delta', data: '{"text":"안녕"}' },
    ]);
  });
  it('handles CRLF, comments, multi-line data and the default event name', () => {
    const p = createSseParser();
    expect(p.push(': keep-alive\r\n\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
