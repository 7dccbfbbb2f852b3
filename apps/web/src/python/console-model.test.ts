import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, appendToConsole, compactAdditions, consoleText, formatCharLimit } from './console-model';

describe('console model', () => {
  it('merges adjacent output of the same stream', () => {
    let s = appendToConsole([], [{ kind: 'stdout', text: 'a' }, { kind: 'stdout', text: 'b\n' }]);
    s = appendToConsole(s, [{ kind: 'stderr', text: 'warn\n' }, { kind: 'stdout', text: 'c' }]);
    expect(s.map((x) => [x.kind, x.text])).toEqual([
      ['stdout', 'ab\n'],
      ['stderr', 'warn\n'],
      ['stdout', 'c'],
    ]);
  });
  it('keeps typed input, errors and notices as their own segments', () => {
    const s = appendToConsole([], [{ kind: 'stdin', text: 'x\n' }, { kind: 'stdin', text: 'y\n' }, { kind: 'notice', text: 'n' }]);
    expect(s).toHaveLength(3);
  });
  it('seals chunks at a line end once they are full, so a flood is laid out piece by piece', () => {
    const line = `${'x'.repeat(99)}\n`;
    const s = appendToConsole([], [{ kind: 'stdout', text: line.repeat(200) }]);
    expect(s.length).toBeGreaterThan(1);
    for (const seg of s.slice(0, -1)) {
      expect(seg.sealed).toBe(true);
      expect(seg.text.endsWith('\n')).toBe(true);
      expect(seg.text.length).toBeGreaterThanOrEqual(CHUNK_CHARS - 100);
    }
    expect(consoleText(s)).toBe(line.repeat(200));
    // A sealed segment does not grow; new output opens a new one.
    const more = appendToConsole(s, [{ kind: 'stdout', text: 'tail' }]);
    expect(consoleText(more)).toBe(`${line.repeat(200)}tail`);
  });
  it('compacts queued additions', () => {
    expect(compactAdditions([{ kind: 'stdout', text: 'a' }, { kind: 'stdout', text: 'b' }, { kind: 'stdin', text: 'c' }])).toEqual([
      { kind: 'stdout', text: 'ab' },
      { kind: 'stdin', text: 'c' },
    ]);
  });
  it('formats the output cap', () => {
    expect(formatCharLimit(1_000_000)).toBe('1MB');
    expect(formatCharLimit(500_000)).toBe('500KB');
  });
});
