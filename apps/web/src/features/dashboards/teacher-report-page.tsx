// /teacher/reports/:courseId[?student=ID]: the printable report (issue 22) — one A4 page per student
// with progress, the score of every section (기한 후 제출 marked), study time and recent activity, in
// Korean with Korea times. Reading it is recorded in the students' access log by the server.
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { LATE_SUBMISSION_LABEL, LEARNING_TYPES, classReportSchema, formatPercent, formatSeoulDateTime, formatStudyTime, rosterLabel, type StudentReport } from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { apiRequest, errorMessage } from '@/lib/api/client';
import './teacher/report.css';

function ReportPage({ report, courseName, generatedAt }: { report: StudentReport; courseName: string; generatedAt: string }) {
  const s = report.student;
  const roster = rosterLabel(s);
  return (
    <article className="student-report" data-testid="student-report" aria-labelledby={`report-${s.id}`}>
      <header className="d-flex justify-content-between align-items-start border-bottom pb-2 mb-3">
        <div>
          <div className="small text-body-secondary">{courseName} · 학습 보고서</div>
          <h2 id={`report-${s.id}`} className="h4 mb-0">
            {s.name} <span className="fs-6 fw-normal text-body-secondary">({s.username})</span>
          </h2>
          {roster && <div className="small">{roster}</div>}
        </div>
        <div className="small text-end">작성: {formatSeoulDateTime(generatedAt)} (한국 시간)</div>
      </header>
      <dl className="report-figures">
        <div>
          <dt>진도율</dt>
          <dd data-testid="report-progress">{formatPercent(report.progress_percentage)}</dd>
        </div>
        <div>
          <dt>완료한 섹션</dt>
          <dd>
            {report.completed_sections} / {report.total_sections}
          </dd>
        </div>
        <div>
          <dt>학습 시간</dt>
          <dd data-testid="report-study-time">{formatStudyTime(report.total_study_time)}</dd>
        </div>
        <div>
          <dt>평균 점수</dt>
          <dd>{report.average_score === null ? '-' : `${report.average_score}점`}</dd>
        </div>
        <div>
          <dt>최근 활동</dt>
          <dd>{formatSeoulDateTime(report.last_activity, '없음')}</dd>
        </div>
      </dl>
      <h3 className="h6">섹션별 학습과 평가</h3>
      <Table size="sm" bordered className="report-table small">
        <thead>
          <tr>
            <th scope="col">섹션</th>
            <th scope="col">학습 ({LEARNING_TYPES.length}가지 중)</th>
            <th scope="col">최고 점수</th>
            <th scope="col">평가 마감</th>
          </tr>
        </thead>
        <tbody>
          {report.sections.map((sec, i) => (
            <tr key={sec.section_id}>
              <th scope="row" className="fw-normal">
                {i + 1}. {sec.title}
              </th>
              <td>{sec.completed_types}</td>
              <td>
                {sec.best_score === null ? '-' : `${sec.best_score}점`}
                {sec.late && <span className="report-late ms-1">{LATE_SUBMISSION_LABEL}</span>}
              </td>
              <td>{sec.due_at ? formatSeoulDateTime(sec.due_at) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h3 className="h6">최근 활동</h3>
      {report.recent.length === 0 ? (
        <p className="small">기록된 학습 활동이 없습니다.</p>
      ) : (
        <ul className="small report-recent">
          {report.recent.map((r, i) => (
            <li key={i}>
              {formatSeoulDateTime(r.at)} · {r.text}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function TeacherReportPage() {
  const { courseId = '' } = useParams();
  const [search] = useSearchParams();
  const student = search.get('student');
  const query = useQuery({
    queryKey: ['teacher', 'report', courseId, student],
    queryFn: ({ signal }) => apiRequest(`/teacher/courses/${encodeURIComponent(courseId)}/report`, { query: student ? { student_id: student } : {}, schema: classReportSchema, signal }),
  });
  // While this page is open, printing leaves out the app's navigation: one page per student.
  useEffect(() => {
    document.body.classList.add('printing-report');
    return () => document.body.classList.remove('printing-report');
  }, []);
  const data = query.data;
  return (
    <Container className="py-4 report-container">
      <PageTitle title={data ? `${data.course_name} 학습 보고서` : '학습 보고서'} />
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3 no-print">
        <div>
          <h1 className="h3 mb-1">{data ? `${data.course_name} 학습 보고서` : '학습 보고서'}</h1>
          <p className="text-body-secondary mb-0">학생 한 명이 A4 한 쪽에 인쇄됩니다. 인쇄하거나 PDF로 저장해 수행평가 자료로 보관하세요.</p>
        </div>
        <div className="d-flex gap-2">
          <Link to="/teacher/dashboard" className="btn btn-outline-secondary">
            대시보드로
          </Link>
          <Button onClick={() => window.print()} disabled={!data || data.reports.length === 0}>
            인쇄
          </Button>
        </div>
      </div>
      {query.isPending && <Spinner animation="border" role="status" aria-label="보고서를 불러오는 중" />}
      {query.isError && <Alert variant="danger">보고서를 불러오지 못했습니다: {errorMessage(query.error)}</Alert>}
      {data && data.reports.length === 0 && <Alert variant="info">이 반에 학생이 없습니다.</Alert>}
      {data?.reports.map((r) => <ReportPage key={r.student.id} report={r} courseName={data.course_name} generatedAt={data.generated_at} />)}
    </Container>
  );
}
