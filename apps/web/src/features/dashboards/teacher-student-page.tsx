// One student's records for their teacher: warnings, progress, timeline, code replay, practice
// runs and tutor conversations (read-only).
import { rosterLabel } from '@dodam/contracts';
import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { progressColor, studyTimeLabel } from '@dodam/contracts/teacher';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { useTeacherStudent } from './teacher/api';
import { CodeReplay } from './teacher/code-replay';
import { EvaluationResults } from './teacher/evaluation-results';
import { StudentDrafts } from './teacher/student-drafts';
import { Conversations, RecentRuns, SectionStatus, Timeline } from './teacher/student-records';
import './teacher/teacher.css';
import { ProgressMeter } from '@/components/ui/progress-meter';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mb-3">
      <Card.Header>
        <h2 className="h6 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

export default function TeacherStudentPage() {
  const id = Number(useParams().id);
  const student = useTeacherStudent(id);
  if (student.isPending) {
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status" className="me-2" />
        학생 기록을 불러오는 중...
      </Container>
    );
  }
  if (student.isError) {
    return (
      <Container className="py-4">
        {/* A heading even here: the route change moves focus to it, and the page has a title. */}
        <h1 className="h3 mb-3">학생 기록</h1>
        <Alert variant="danger">학생 기록을 불러오지 못했습니다: {errorMessage(student.error)}</Alert>
        <Link to="/teacher/dashboard">대시보드로 돌아가기</Link>
      </Container>
    );
  }
  const d = student.data;
  return (
    <Container className="py-4 teacher-dashboard">
      <PageTitle title={`${d.student.name} 학생`} />
      <Link to="/teacher/dashboard" className="small">
        ← 강사 대시보드
      </Link>
      <h1 className="h3 mt-2 mb-1">{d.student.name} 학생</h1>
      <p className="small text-body-secondary mb-1" data-testid="student-identity">{[rosterLabel(d.student), `아이디 ${d.student.username}`].filter(Boolean).join(' · ')}</p>
      <p className="text-body-secondary">
        {d.student.email} · 최근 활동 {d.student.last_activity ? formatDateTime(d.student.last_activity) : '없음'}
      </p>
      {d.courses.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {d.courses.map((c) => (
            <Link key={c.course_id} to={`/teacher/reports/${encodeURIComponent(c.course_id)}?student=${d.student.id}`} className="btn btn-sm btn-outline-secondary">
              학습 보고서 인쇄{d.courses.length > 1 ? ` · ${c.course_name}` : ''}
            </Link>
          ))}
        </div>
      )}
      {d.warnings.length > 0 && (
        <Alert variant="warning" data-testid="student-warnings">
          <Alert.Heading as="h2" className="h6">
            도움이 필요해요
          </Alert.Heading>
          <ul className="mb-0">
            {d.warnings.map((w) => (
              <li key={`${w.code}:${w.problem_id ?? ''}`}>{w.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Row xs={1} md={2} className="g-3 mb-3">
        {d.courses.map((c) => (
          <Col key={c.course_id}>
            <Card>
              <Card.Body>
                <h2 className="h6">{c.course_name}</h2>
                <ProgressMeter value={c.progress_percentage} variant={progressColor(c.progress_percentage)} showValue label={`${c.course_name} 진도`} />
                <div className="small text-body-secondary mt-1">
                  완료 섹션 {c.completed_sections} / {c.total_sections} · 학습 시간 {studyTimeLabel(c.total_study_time)}
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Row xs={1} lg={2} className="g-3">
        <Col>
          <Panel title="작성 중인 코드 (자동 저장)">
            <StudentDrafts studentId={d.student.id} />
          </Panel>
          <Panel title="평가 결과">
            <EvaluationResults evaluations={d.evaluations} />
          </Panel>
          <Panel title="평가 코드 다시 보기">
            <CodeReplay evaluations={d.evaluations} />
          </Panel>
          <Panel title="최근 실습 실행 (서버)">
            <RecentRuns runs={d.runs} />
          </Panel>
        </Col>
        <Col>
          <Panel title="학습 타임라인">
            <Timeline timeline={d.timeline} />
          </Panel>
          <Panel title="튜터 대화 (읽기 전용)">
            <Conversations conversations={d.conversations} />
          </Panel>
        </Col>
      </Row>
      <Panel title="섹션별 학습 현황">
        <SectionStatus sections={d.sections} />
      </Panel>
    </Container>
  );
}
