// Student dashboard, overview: every figure comes from the student's own learning records
// (completions, study-time heartbeats, graded evaluations), never from sample data.
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { LEARNING_TYPE_LABELS } from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { useContents } from '@/lib/learning/queries';
import { firstIncompleteStep, learningPath } from '@/lib/learning/navigation';
import { useSession } from '@/lib/session/session-store';
import { formatStudyTime, summarizeStudent } from './student-summary';
import { ProgressMeter } from '@/components/ui/progress-meter';

// Spec section 9: course badge green from 80 %, amber from 50 %, otherwise grey.
const progressVariant = (percent: number) => (percent >= 80 ? 'success' : percent >= 50 ? 'warning' : 'secondary');

export default function StudentDashboardPage() {
  const session = useSession();
  const contents = useContents();
  const streak = session.user?.progress.learning_streak ?? { current: 0, longest: 0 };

  if (contents.isPending) {
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status" className="me-2" />
        대시보드를 불러오는 중...
      </Container>
    );
  }
  if (contents.isError) {
    return (
      <Container className="py-4">
        <Alert variant="danger">대시보드 데이터를 불러오지 못했습니다: {errorMessage(contents.error)}</Alert>
      </Container>
    );
  }
  const summary = summarizeStudent(contents.data.courses);
  const stats = [
    { label: '완료한 섹션', value: `${summary.completedSections} / ${summary.totalSections}`, sub: '기본 학습·실습·평가를 모두 마친 섹션' },
    { label: '총 학습 시간', value: formatStudyTime(summary.studySeconds), sub: summary.completedSections ? `완료 섹션당 평균 ${formatStudyTime(summary.studySeconds / summary.completedSections)}` : '화면을 보며 공부한 시간' },
    { label: '평균 진도', value: `${summary.averageProgress}%`, sub: `수강 과정 ${summary.courses.length}개` },
    { label: '연속 학습', value: `${streak.current}일`, sub: `최장 ${streak.longest}일${summary.averageScore !== null ? ` · 평균 점수 ${summary.averageScore}점` : ''}` },
  ];

  return (
    <Container className="py-4">
      <PageTitle title="학생 대시보드" />
      <h1 className="h3 mb-1">{session.user?.username}님, 안녕하세요!</h1>
      <p className="text-body-secondary mb-4">오늘도 한 걸음씩 나아가 볼까요?</p>
      <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
        {stats.map((s) => (
          <Col key={s.label}>
            <Card className="h-100" data-testid="dashboard-stat">
              <Card.Body>
                <div className="small text-body-secondary">{s.label}</div>
                <div className="fs-3 fw-bold">{s.value}</div>
                <div className="small text-body-secondary">{s.sub}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">내 과정</h2>
      {summary.courses.length === 0 ? (
        <Alert variant="info">
          아직 수강 중인 과정이 없어요. <Link to="/contents">콘텐츠 목록</Link>에서 과정을 골라 학습을 시작해 보세요.
        </Alert>
      ) : (
        <Row xs={1} md={2} className="g-3">
          {summary.courses.map((course) => {
            const ids = course.sections.map((s) => s.id);
            const next = firstIncompleteStep(ids, course.progress.sections);
            const scored = course.progress.sections.map((s) => s.best_score).filter((v): v is number => v !== null && v > 0);
            const avg = scored.length ? Math.round(scored.reduce((a, b) => a + b, 0) / scored.length) : null;
            const status = course.progress.completed_sections === course.progress.total_sections ? '완료' : course.progress.percent > 0 ? '진행 중' : '시작 전';
            return (
              <Col key={course.id}>
                <Card className="h-100" data-testid="dashboard-course">
                  <Card.Body>
                    <div className="d-flex justify-content-between align-items-start mb-2">
                      <Card.Title as="h3" className="h6 mb-0">
                        {course.title}
                      </Card.Title>
                      <Badge bg={progressVariant(course.progress.percent)}>{status}</Badge>
                    </div>
                    <ProgressMeter value={course.progress.percent} variant={progressVariant(course.progress.percent)} label={`${course.title} 진도`} className="mb-2" />
                    <div className="small text-body-secondary mb-3">
                      진도 {course.progress.percent}% · 완료 섹션 {course.progress.completed_sections} / {course.progress.total_sections}
                      {avg !== null ? ` · 평균 점수 ${avg}점` : ''}
                    </div>
                    {next ? (
                      <Link className="btn btn-primary btn-sm" to={learningPath(course.id, next)}>
                        이어서 학습하기 · {course.sections.find((s) => s.id === next.sectionId)?.title} {LEARNING_TYPE_LABELS[next.type]}
                      </Link>
                    ) : (
                      <Link className="btn btn-outline-primary btn-sm" to={`/contents/${course.id}`}>
                        과정 다시 보기
                      </Link>
                    )}
                  </Card.Body>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Container>
  );
}
