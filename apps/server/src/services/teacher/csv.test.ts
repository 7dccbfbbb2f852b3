import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { studentsCsv } from './csv.js';

const row = {
  student_id: 1,
  name: '=HYPERLINK("x")',
  username: 'kim01',
  grade: 2,
  class_number: 3,
  student_number: 14,
  student_code: null,
  email: 'a@b.c',
  course_id: 'python',
  course_name: '파이썬기초1',
  current_section: '변수, "따옴표", 쉼표',
  completed_sections: 2,
  total_sections: 16,
  progress_percentage: 12.5,
  total_study_time: 3725,
  // 03:47 in Korea on the 26th.
  last_activity: '2026-11-25T18:47:00.000Z',
};

describe('studentsCsv', () => {
  it('starts with a BOM, quotes commas and quotes, defuses formulas, writes Korea time and every score', () => {
    const sections = [
      { courseId: 'python', id: 's1', title: '변수' },
      { courseId: 'python', id: 's2', title: '출력' },
    ];
    const csv = studentsCsv([row], { sections, best: new Map([['1:s1', 80], ['1:s2', 95]]), late: new Set(['1:s2', '2:s1']) });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [record] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(record).toEqual({
      학년: '2',
      반: '3',
      번호: '14',
      학번: '',
      이름: `'=HYPERLINK("x")`,
      아이디: 'kim01',
      이메일: 'a@b.c',
      과정: '파이썬기초1',
      '현재 섹션': '변수, "따옴표", 쉼표',
      '완료 섹션 수': '2',
      '진도율(%)': '12.5',
      '학습 시간(분)': '62',
      '평균 점수': '87.5',
      '최근 활동 (한국 시간)': '2026-11-26 03:47',
      '점수: 변수': '80',
      '점수: 출력': '95',
      // Issue 22: evaluations first completed after the class's due date (this student's only).
      '기한 후 제출': '출력',
    });
  });
});
