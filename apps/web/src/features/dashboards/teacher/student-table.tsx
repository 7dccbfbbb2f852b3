// The per-student table: sortable columns, search by name or email, filter by course; on narrow
// screens each row becomes a stacked card (teacher.css).
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { compareRoster, rosterLabel } from '@dodam/contracts';
import { progressColor, studyTimeLabel, type TeacherStudentRow } from '@dodam/contracts/teacher';
import { formatDate, formatPercent } from '@/lib/format';

type SortKey = 'roster' | 'name' | 'course_name' | 'completed_sections' | 'progress_percentage' | 'total_study_time' | 'last_activity';
const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'roster', label: '번호' },
  { key: 'name', label: '이름' },
  { key: 'course_name', label: '과정' },
  { key: 'completed_sections', label: '현재 섹션' },
  { key: 'progress_percentage', label: '진도율' },
  { key: 'total_study_time', label: '학습 시간' },
  { key: 'last_activity', label: '최근 활동' },
];

function compare(a: TeacherStudentRow, b: TeacherStudentRow, key: SortKey): number {
  if (key === 'roster') return compareRoster(a, b);
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
}

export function StudentTable({ rows }: { rows: TeacherStudentRow[] }) {
  const [query, setQuery] = useState('');
  const [course, setCourse] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'roster', desc: false });
  const courses = useMemo(() => [...new Map(rows.map((r) => [r.course_id, r.course_name])).entries()], [rows]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows
      .filter((r) => (!course || r.course_id === course) && (!q || [r.name, r.username, r.email].some((v) => v.toLowerCase().includes(q))))
      .sort((a, b) => compare(a, b, sort.key) * (sort.desc ? -1 : 1));
  }, [rows, query, course, sort]);

  return (
    <section aria-labelledby="students-title" className="mb-4">
      <div className="d-flex flex-wrap gap-2 align-items-end justify-content-between mb-2">
        <h2 id="students-title" className="h5 mb-0">
          학생별 현황 <span className="text-body-secondary fs-6">({shown.length}명)</span>
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <Form.Control type="search" size="sm" placeholder="이름, 아이디 또는 이메일 검색" aria-label="학생 검색" value={query} onChange={(e) => setQuery(e.target.value)} className="teacher-search" />
          <Form.Select size="sm" aria-label="과정 필터" value={course} onChange={(e) => setCourse(e.target.value)} className="w-auto">
            <option value="">모든 과정</option>
            {courses.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </Form.Select>
        </div>
      </div>
      <Table hover responsive="md" className="teacher-table align-middle" data-testid="student-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort.key === c.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => setSort((s) => ({ key: c.key, desc: s.key === c.key ? !s.desc : false }))}>
                  {c.label}
                  <span aria-hidden="true">{sort.key === c.key ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center text-body-secondary">
                조건에 맞는 학생이 없어요.
              </td>
            </tr>
          )}
          {shown.map((r) => (
            <tr key={`${r.course_id}:${r.student_id}`}>
              <td data-label="번호">{rosterLabel(r) || '-'}</td>
              <td data-label="이름">
                <Link to={`/teacher/students/${r.student_id}`} title={`아이디: ${r.username}`} data-testid="student-name">
                  {r.name}
                </Link>
                <div className="small text-body-secondary text-break">
                  {r.username}
                  {r.email ? ` · ${r.email}` : ''}
                </div>
              </td>
              <td data-label="과정">{r.course_name}</td>
              <td data-label="현재 섹션">
                {r.current_section ?? '시작 전'}
                <div className="small text-body-secondary">
                  완료 {r.completed_sections} / {r.total_sections}
                </div>
              </td>
              <td data-label="진도율">
                <span className={`badge text-bg-${progressColor(r.progress_percentage)}`}>{formatPercent(r.progress_percentage)}</span>
              </td>
              <td data-label="학습 시간">{studyTimeLabel(r.total_study_time)}</td>
              <td data-label="최근 활동">{r.last_activity ? formatDate(r.last_activity) : '없음'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
