import { describe, expect, it } from 'vitest';
import { coursePercent, stepPercent } from './progress.js';

describe('course progress formula', () => {
  it('is 0 for a course without sections', () => {
    expect(stepPercent(0, 0)).toBe(0);
    expect(coursePercent([], 0)).toBe(0);
  });

  it('counts every learning type of every section as one step, one decimal', () => {
    // 1 of 3 steps of one section
    expect(stepPercent(1, 1)).toBe(33.3);
    // 2 of 9 steps over three sections, one untouched section missing from the list
    expect(coursePercent([{ completed_types: ['video'] }, { completed_types: ['practice'] }], 3)).toBe(22.2);
  });

  it('reaches 100 when every type of every section is done', () => {
    expect(coursePercent([{ completed_types: ['video', 'practice', 'evaluation'] }, { completed_types: ['video', 'practice', 'evaluation'] }], 2)).toBe(100);
  });
});
