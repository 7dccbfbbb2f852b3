import { describe, expect, it } from 'vitest';
import { parsePreference, resolveTheme } from '@/lib/theme';

describe('theme', () => {
  it('follows the system until the user picks a theme', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('treats unknown stored values as system', () => {
    expect(parsePreference('dark')).toBe('dark');
    expect(parsePreference('blue')).toBe('system');
    expect(parsePreference(null)).toBe('system');
  });
});
