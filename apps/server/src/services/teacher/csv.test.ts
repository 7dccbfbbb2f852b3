import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { studentsCsv } from './csv.js';

const row = { student_id: 1, username: '=HYPERLINK("x")', email: 'a@b.c', course_id: 'python', course_name: '파이썬기초1', current_section: '변수, "따옴표", 쉼표', completed_sections: 2, total_sections: 16, progress_percentage: 12.5, total_study_time: 3725, last_activity: null };

describe('studentsCsv', () => {
  it('starts with a BOM, quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = studentsCsv([row]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [record] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(record).toEqual({ 이름: `'=HYPERLINK("x")`, 이메일: 'a@b.c', 과정: '파이썬기초1', '현재 섹션': '변수, "따옴표", 쉼표', '완료 섹션 수': '2', '진도율(%)': '12.5', '학습 시간(분)': '62', '최근 활동': '없음' });
  });
});
