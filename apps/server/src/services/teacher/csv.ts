// The class's student table as CSV for spreadsheets — the evidence a teacher files for 수행평가:
// UTF-8 with a byte-order mark so that Excel opens Korean text correctly, quoting by csv-stringify
// (RFC 4180), times in Korea time, and the best score of every section.
import { LATE_SUBMISSION_LABEL, averageScore, formatSeoulDateTime, studyMinutes } from '@dodam/contracts';
import { STUDENT_CSV_COLUMNS, type TeacherStudentRow } from '@dodam/contracts/teacher';
import { stringify } from 'csv-stringify/sync';

export interface CsvScores {
  /** Sections of the courses in the file, in course order; one score column each. */
  sections: { courseId: string; id: string; title: string }[];
  /** Best score by `${studentId}:${sectionId}`. */
  best: Map<string, number>;
  /** `${studentId}:${sectionId}` of evaluations first completed after the class's due date. */
  late?: Set<string>;
}

export function studentsCsv(rows: TeacherStudentRow[], scores: CsvScores = { sections: [], best: new Map() }): string {
  const sectionColumns = scores.sections.map((s, i) => ({ key: `score_${i}`, header: `점수: ${s.title}` }));
  const records = rows.map((r) => {
    const own = scores.sections.filter((s) => s.courseId === r.course_id);
    const best = (sectionId: string) => scores.best.get(`${r.student_id}:${sectionId}`) ?? null;
    const record: Record<string, string | number> = {
      grade: r.grade ?? '',
      class_number: r.class_number ?? '',
      student_number: r.student_number ?? '',
      student_code: r.student_code ?? '',
      name: r.name,
      username: r.username,
      email: r.email,
      course_name: r.course_name,
      current_section: r.current_section ?? '',
      completed_sections: r.completed_sections,
      progress_percentage: r.progress_percentage,
      total_study_time_minutes: studyMinutes(r.total_study_time),
      average_score: averageScore(own.map((s) => best(s.id))) ?? '',
      last_activity: r.last_activity ? formatSeoulDateTime(r.last_activity) : '없음',
    };
    scores.sections.forEach((s, i) => {
      record[`score_${i}`] = s.courseId === r.course_id ? (best(s.id) ?? '') : '';
    });
    record.late = own.filter((s) => scores.late?.has(`${r.student_id}:${s.id}`)).map((s) => s.title).join(', ');
    return record;
  });
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...STUDENT_CSV_COLUMNS.map(([key, header]) => ({ key, header })), ...sectionColumns, { key: 'late', header: LATE_SUBMISSION_LABEL }],
    record_delimiter: 'windows',
    // A cell starting with = + - @ is a formula in spreadsheets; prefix it so a name cannot run one.
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
