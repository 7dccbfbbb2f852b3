// Teacher dashboard: class status, live view, early warning, charts, student table, insights and
// per-problem failure clusters, all computed by the server from learning records.
import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError, errorMessage } from '@/lib/api/client';
import { greetingName, useSession } from '@/lib/session/session-store';
import { downloadStudentsCsv, requestFreshFigures, teacherKeys, useLiveStudents, useTeacherDashboard } from './teacher/api';
import { AlertsPanel } from './teacher/alerts-panel';
import { HintEfficacyCard } from './teacher/hint-efficacy-card';
import { InsightsCard } from './teacher/insights-card';
import { LivePanel } from './teacher/live-panel';
import { CourseCards, OverviewCards } from './teacher/overview-cards';
import { PredictMistakesPanel } from './teacher/predict-mistakes-panel';
import { ProblemsPanel } from './teacher/problems-panel';
import { StudentTable } from './teacher/student-table';
import './teacher/teacher.css';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

// chart.js is loaded only when the dashboard shows charts (landing bundle budget).
const ClassCharts = lazy(() => import('./teacher/class-charts'));

function AccessDenied() {
  return (
    <Container className="py-4">
      <Alert variant="warning">
        <Alert.Heading as="h1" className="h5">
          접근 권한이 없습니다
        </Alert.Heading>
        강사 권한이 필요합니다.
      </Alert>
    </Container>
  );
}

export default function TeacherDashboardPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const dashboard = useTeacherDashboard('');
  const live = useLiveStudents('');
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  if (session.user && session.user.user_type !== 'teacher') return <AccessDenied />;
  if (dashboard.error instanceof ApiError && dashboard.error.status === 403) return <AccessDenied />;

  const refresh = () => {
    setDismissed(null);
    requestFreshFigures();
    void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
  };
  const download = async () => {
    setDownloading(true);
    setCsvError(null);
    try {
      await downloadStudentsCsv('');
    } catch (error) {
      setCsvError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const data = dashboard.data;

  return (
    <Container className="py-4 teacher-dashboard">
      <PageTitle title="강사 대시보드" />
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <div>
          <h1 className="h3 mb-1">강사 대시보드</h1>
          <p className="text-body-secondary mb-0">{greetingName(session)}, 담당 학생들의 학습 현황이에요.</p>
        </div>
        <div className="d-flex gap-2">
          <FocusSafeButton variant="outline-primary" onClick={refresh} inactive={dashboard.isFetching}>
            {dashboard.isFetching ? '불러오는 중…' : '새로고침'}
          </FocusSafeButton>
          <FocusSafeButton variant="outline-secondary" onClick={() => void download()} inactive={downloading || !data}>
            {downloading ? '내려받는 중…' : 'CSV 다운로드'}
          </FocusSafeButton>
        </div>
      </div>
      {dashboard.isError && dismissed !== dashboard.error && (
        <Alert variant="danger" dismissible onClose={() => setDismissed(dashboard.error)}>
          대시보드 데이터를 불러오지 못했습니다: {errorMessage(dashboard.error)}
        </Alert>
      )}
      {csvError && (
        <Alert variant="danger" dismissible onClose={() => setCsvError(null)}>
          CSV를 내려받지 못했습니다: {csvError}
        </Alert>
      )}
      {dashboard.isPending && (
        <div className="py-5 text-center">
          <Spinner animation="border" role="status" className="me-2" />
          대시보드를 불러오는 중...
        </div>
      )}
      {data && (
        <>
          <OverviewCards overview={data.overview} />
          {data.overview.total_courses === 0 && <Alert variant="info">아직 담당하는 반이 없어요. 관리자가 반의 담당 강사로 지정하면 이곳에 학생들이 보여요.</Alert>}
          <Row xs={1} lg={2} className="g-3 mb-4">
            <Col>
              <LivePanel live={live} />
            </Col>
            <Col>
              <AlertsPanel courseId="" />
            </Col>
          </Row>
          <CourseCards courses={data.overview.course_stats} />
          {data.archived_courses.length > 0 && (
            <section aria-labelledby="archived-classes" className="mb-4" data-testid="archived-classes">
              <h2 id="archived-classes" className="h5">
                보관된 반 (읽기 전용)
              </h2>
              <p className="small text-body-secondary">학년도 말에 보관된 반이에요. 위 현황에는 들어가지 않고, 관리자가 삭제하기 전까지 보고서에서 기록을 볼 수 있어요.</p>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {data.archived_courses.map((c) => (
                  <li key={c.course_id}>
                    <Link className="btn btn-sm btn-outline-secondary" to={`/teacher/reports/${encodeURIComponent(c.course_id)}`}>
                      {c.course_name} 보고서
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Suspense fallback={<div className="text-body-secondary small mb-4">차트를 불러오는 중...</div>}>
            <ClassCharts charts={data.charts} />
          </Suspense>
          <StudentTable rows={data.students} />
          <InsightsCard insights={data.insights} />
          <HintEfficacyCard figures={data.hint_efficacy} />
          <ProblemsPanel courses={data.overview.course_stats} />
          <PredictMistakesPanel courses={data.overview.course_stats} />
        </>
      )}
    </Container>
  );
}
