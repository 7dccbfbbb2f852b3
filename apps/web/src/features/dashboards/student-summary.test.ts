import { describe, expect, it } from 'vitest';
import type { ContentCourse } from '@dodam/contracts';
import { formatStudyTime, summarizeStudent } from './student-summary';

function course(id: string, enrolled: boolean, sections: { completed: boolean; seconds: number; score: number | null }[]): ContentCourse {
  return {
    id,
    title: id,
    category: 'Python',
    description: '',
    difficulty: '초급',
    duration_hours: 1,
    age_label: '12세 이상',
    label_color: 'primary',
    goals: [],
    sections: [],
    enrolled,
    progress: {
      course_id: id,
      total_sections: sections.length,
      completed_sections: sections.filter((s) => s.completed).length,
      percent: (sections.filter((s) => s.completed).length / sections.length) * 100,
      sections: sections.map((s, i) => ({
        section_id: `${id}-${i}`,
        completed_types: s.completed ? ['video', 'practice', 'evaluation'] : [],
        completed: s.completed,
        study_seconds: s.seconds,
        best_score: s.score,
      })),
    },
  };
}

describe('summarizeStudent', () => {
  it('counts enrolled or started courses only and averages scores above 0', () => {
    const summary = summarizeStudent([
      course('a', true, [
        { completed: true, seconds: 600, score: 80 },
        { completed: false, seconds: 0, score: 0 },
      ]),
      course('b', false, [{ completed: false, seconds: 0, score: null }]),
      course('c', false, [
        { completed: false, seconds: 120, score: 100 },
        { completed: false, seconds: 0, score: null },
      ]),
    ]);
    expect(summary.courses.map((c) => c.id)).toEqual(['a', 'c']);
    expect(summary).toMatchObject({ totalSections: 4, completedSections: 1, studySeconds: 720, averageScore: 90, averageProgress: 25 });
  });
  it('has no score before any evaluation', () => {
    expect(summarizeStudent([]).averageScore).toBeNull();
  });
});

describe('formatStudyTime', () => {
  it('shows hours and minutes', () => {
    expect(formatStudyTime(59)).toBe('0분');
    expect(formatStudyTime(125 * 60)).toBe('2시간 5분');
  });
});
