import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@dodam/contracts';
import { emptySectionProgress, toggleType, withSectionProgress } from './progress';

describe('progress after a completion toggle', () => {
  it('keeps types in chain order and marks the section complete with all three', () => {
    let p = emptySectionProgress('1');
    p = toggleType(p, 'evaluation', true);
    p = toggleType(p, 'video', true);
    expect(p.completed_types).toEqual(['video', 'evaluation']);
    expect(p.completed).toBe(false);
    p = toggleType(p, 'practice', true);
    expect(p.completed).toBe(true);
    expect(toggleType(p, 'video', false).completed).toBe(false);
  });

  it('recomputes the course totals like the server', () => {
    const course: CourseProgress = { course_id: 'python', total_sections: 2, completed_sections: 0, percent: 0, sections: [emptySectionProgress('1'), emptySectionProgress('2')] };
    const one = withSectionProgress(course, toggleType(emptySectionProgress('1'), 'video', true));
    expect(one.percent).toBe(16.7);
    const full = withSectionProgress(one, { ...emptySectionProgress('1'), completed_types: ['video', 'practice', 'evaluation'], completed: true });
    expect(full.completed_sections).toBe(1);
    expect(full.percent).toBe(50);
  });
});
