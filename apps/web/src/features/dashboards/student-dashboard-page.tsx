// Student dashboard: every tab shows the server's figures (GET /student/dashboard, ADR 013); nothing
// is computed here. The tab comes from the URL: /student/courses and /student/progress select theirs.
import { useLocation, NavLink } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { greetingName, useSession } from '@/lib/session/session-store';
import { AchievementsTab } from './student/achievements-tab';
import { useStudentDashboard } from './student/api';
import { CourseCards } from './student/course-cards';
import { InsightsTab } from './student/insights-tab';
import { MistakesTab } from './student/mistakes-tab';
import { OverviewTab } from './student/overview-tab';
import { ProgressTab } from './student/progress-tab';
import { STUDENT_TABS, tabFromLocation } from './student/tabs';
import { TodayCards } from './student/today-card';
import './student/student.css';

export default function StudentDashboardPage() {
  const session = useSession();
  const location = useLocation();
  const tab = tabFromLocation(location.pathname, location.search);
  const dashboard = useStudentDashboard();
  const label = STUDENT_TABS.find((t) => t.id === tab)?.label ?? '개요';

  let body;
  if (dashboard.isPending) {
    body = (
      <div className="py-5 text-center">
        <Spinner animation="border" role="status" className="me-2" />
        대시보드를 불러오는 중...
      </div>
    );
  } else if (dashboard.isError) {
    body = <Alert variant="danger">대시보드 데이터를 불러오지 못했습니다: {errorMessage(dashboard.error)}</Alert>;
  } else {
    const data = dashboard.data;
    body = {
      overview: <OverviewTab data={data} userId={session.user?.id} />,
      courses: <CourseCards courses={data.courses} detailed />,
      progress: <ProgressTab courses={data.courses} />,
      achievements: <AchievementsTab data={data} />,
      insights: <InsightsTab data={data} />,
      mistakes: <MistakesTab />,
    }[tab];
  }

  return (
    <Container className="py-4">
      <PageTitle title={`학생 대시보드 · ${label}`} />
      <h1 className="h3 mb-1">{greetingName(session)}, 안녕하세요!</h1>
      <p className="text-body-secondary mb-4">오늘도 한 걸음씩 나아가 볼까요?</p>
      {dashboard.data && <TodayCards today={dashboard.data.today} />}
      <div className="student-layout">
        <nav aria-label="학생 대시보드 메뉴">
          <ul className="nav nav-pills flex-column student-tabs">
            {STUDENT_TABS.map((t) => (
              <li className="nav-item" key={t.id}>
                {/* Active by the tab rule, not NavLink's path match: ?tab= links share one path. */}
                <NavLink to={t.to} end className={() => `nav-link${t.id === tab ? ' active' : ''}`} aria-current={t.id === tab ? 'page' : undefined}>
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={label} data-testid="student-tab" data-tab={tab}>
          <h2 className="visually-hidden">{label}</h2>
          {body}
        </section>
      </div>
    </Container>
  );
}
