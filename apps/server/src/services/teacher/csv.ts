// The student table as CSV for spreadsheets: UTF-8 with a byte-order mark so that Excel opens Korean
// text correctly; quoting by csv-stringify (RFC 4180).
import { STUDENT_CSV_COLUMNS, type TeacherStudentRow } from '@dodam/contracts/teacher';
import { stringify } from 'csv-stringify/sync';

export function studentsCsv(rows: TeacherStudentRow[]): string {
  const records = rows.map((r) => ({
    username: r.username,
    email: r.email,
    course_name: r.course_name,
    current_section: r.current_section ?? '',
    completed_sections: r.completed_sections,
    progress_percentage: r.progress_percentage,
    total_study_time_minutes: Math.floor(r.total_study_time / 60),
    last_activity: r.last_activity ?? '없음',
  }));
  return stringify(records, {
    bom: true,
    header: true,
    columns: STUDENT_CSV_COLUMNS.map(([key, header]) => ({ key, header })),
    record_delimiter: 'windows',
    // A cell starting with = + - @ is a formula in spreadsheets; prefix it so a username cannot run one.
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
