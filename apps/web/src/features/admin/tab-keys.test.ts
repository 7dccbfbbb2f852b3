import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-keys';

describe('tablist keys (WAI-ARIA tabs pattern, horizontal)', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home/End', () => {
    expect(nextTabIndex('ArrowRight', 0, 7)).toBe(1);
    expect(nextTabIndex('ArrowRight', 6, 7)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 7)).toBe(6);
    expect(nextTabIndex('Home', 4, 7)).toBe(0);
    expect(nextTabIndex('End', 1, 7)).toBe(6);
    expect(nextTabIndex('Tab', 1, 7)).toBeNull();
  });
});
