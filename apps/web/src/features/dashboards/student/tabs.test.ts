import { describe, expect, it } from 'vitest';
import { tabFromLocation } from './tabs';

describe('student dashboard tab from the URL', () => {
  it('reads the spec route hints and ?tab=', () => {
    expect(tabFromLocation('/student/dashboard', '')).toBe('overview');
    expect(tabFromLocation('/student/courses', '')).toBe('courses');
    expect(tabFromLocation('/student/progress', '?tab=insights')).toBe('progress');
    expect(tabFromLocation('/student/dashboard', '?tab=mistakes')).toBe('mistakes');
    expect(tabFromLocation('/student/dashboard', '?tab=nope')).toBe('overview');
  });
});
