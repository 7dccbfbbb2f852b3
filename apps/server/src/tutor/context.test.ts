import { describe, expect, it } from 'vitest';
import { normaliseHistory } from './context.js';

describe('normaliseHistory', () => {
  it('keeps a real client time and replaces an impossible one by now (never rolled over)', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const out = normaliseHistory(
      [
        { role: 'user', content: 'a', timestamp: '2026-11-26T10:00:00Z' },
        { role: 'user', content: 'b', timestamp: '2027-02-30T10:00:00Z' },
        { role: 'user', content: 'c', timestamp: '9999-99-99' },
      ],
      now,
    );
    expect(out.map((m) => m.timestamp)).toEqual(['2026-11-26T10:00:00.000Z', now.toISOString(), now.toISOString()]);
  });
});
