import { describe, expect, it } from 'vitest';
import type { SectionSummary } from '@dodam/contracts';
import { firstIncompleteStep, isLearningType, learningPath, nextStep, pickTutorSection, previousStep, resolveSectionId, stepNumber } from './navigation';

const ids = ['1', '2', '3'];

describe('learning navigation chain', () => {
  it('goes video → practice → evaluation → next section video', () => {
    expect(nextStep(ids, { sectionId: '1', type: 'video' })).toEqual({ sectionId: '1', type: 'practice' });
    expect(nextStep(ids, { sectionId: '1', type: 'practice' })).toEqual({ sectionId: '1', type: 'evaluation' });
    expect(nextStep(ids, { sectionId: '1', type: 'evaluation' })).toEqual({ sectionId: '2', type: 'video' });
  });

  it('goes back along the same chain', () => {
    expect(previousStep(ids, { sectionId: '2', type: 'video' })).toEqual({ sectionId: '1', type: 'evaluation' });
    expect(previousStep(ids, { sectionId: '2', type: 'evaluation' })).toEqual({ sectionId: '2', type: 'practice' });
  });

  it('has no previous before the first video and no next after the last evaluation', () => {
    expect(previousStep(ids, { sectionId: '1', type: 'video' })).toBeNull();
    expect(nextStep(ids, { sectionId: '3', type: 'evaluation' })).toBeNull();
    expect(nextStep(ids, { sectionId: '3', type: 'practice' })).toEqual({ sectionId: '3', type: 'evaluation' });
  });

  it('has no neighbours for an unknown section', () => {
    expect(nextStep(ids, { sectionId: '9', type: 'video' })).toBeNull();
    expect(previousStep(ids, { sectionId: '9', type: 'video' })).toBeNull();
  });

  it('numbers steps across the chain', () => {
    expect(stepNumber(ids, { sectionId: '1', type: 'video' })).toEqual({ index: 1, total: 9 });
    expect(stepNumber(ids, { sectionId: '2', type: 'evaluation' })).toEqual({ index: 6, total: 9 });
  });

  it('resolves the section query parameter, defaulting to the first section', () => {
    expect(resolveSectionId(ids, '2')).toBe('2');
    expect(resolveSectionId(ids, '42')).toBe('1');
    expect(resolveSectionId(ids, null)).toBe('1');
    expect(resolveSectionId([], '1')).toBeUndefined();
  });

  it('builds the screen URL with the section in the query', () => {
    expect(learningPath('python', { sectionId: '3', type: 'practice' })).toBe('/learning/python/practice?section=3');
  });

  it('recognises learning types', () => {
    expect(isLearningType('video')).toBe(true);
    expect(isLearningType('quiz')).toBe(false);
    expect(isLearningType(undefined)).toBe(false);
  });

  it('continues at the first step not yet completed', () => {
    const progress = [
      { section_id: '1', completed_types: ['video', 'practice', 'evaluation'] as const, completed: true, study_seconds: 0, best_score: null },
      { section_id: '2', completed_types: ['video', 'evaluation'] as const, completed: false, study_seconds: 0, best_score: null },
    ].map((p) => ({ ...p, completed_types: [...p.completed_types] }));
    expect(firstIncompleteStep(ids, progress)).toEqual({ sectionId: '2', type: 'practice' });
    expect(firstIncompleteStep(ids, [])).toEqual({ sectionId: '1', type: 'video' });
    expect(firstIncompleteStep([], [])).toBeNull();
  });
});

describe('tutor section choice', () => {
  const section = (id: string, course: string): SectionSummary => ({
    id,
    key: `k${id}`,
    title: `s${id}`,
    description: '',
    estimated_minutes: 10,
    course_id: course,
    course_title: course,
    order: 0,
    has_video: false,
  });
  const courses = [
    { id: 'computer-thinking', sections: [section('201', 'computer-thinking')] },
    { id: 'python', sections: [section('1', 'python'), section('2', 'python')] },
  ];

  it('defaults to python section 1', () => {
    expect(pickTutorSection(courses, null)?.section.id).toBe('1');
    expect(pickTutorSection(courses, '999')?.section.id).toBe('1');
  });

  it('finds the requested section in any course', () => {
    const picked = pickTutorSection(courses, '201');
    expect(picked?.course.id).toBe('computer-thinking');
    expect(picked?.section.id).toBe('201');
  });

  it('has nothing to pick without sections', () => {
    expect(pickTutorSection([], null)).toBeNull();
  });
});
