import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ADMIN_MSG } from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { formatNumber } from '@/lib/format';
import { adminKeys, fetchDashboardCourses, fetchOverview } from './api-courses';
import BackupCard from './backup-card';
import { DashboardCourseCards, DashboardCourseTable } from './dashboard-courses';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

const CARDS = [
  { key: 'total_courses', label: '전체 과정', hint: '기본 교육과정과 반' },
  { key: 'total_students', label: '학생', hint: '승인된 학생 계정' },
  { key: 'total_teachers', label: '강사', hint: '승인된 강사 계정' },
  { key: 'pending_approvals', label: '승인 대기', hint: '처리할 신청' },
  { key: 'total_notifications', label: '알림', hint: '발송함 전체' },
  { key: 'unread', label: '읽지 않은 알림', hint: '확인 전' },
] as const;

/** Admin dashboard (spec section 2): tabs 개요 (cards and per-course table) and 과정 (course cards). */
export default function AdminDashboardPage() {
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: fetchOverview });
  const courses = useQuery({ queryKey: adminKeys.dashboardCourses, queryFn: fetchDashboardCourses });
  const refresh = () => {
    void overview.refetch();
    void courses.refetch();
  };
  const failed = overview.error ?? courses.error;
  return (
    <Container className="py-4 py-md-5">
      <PageTitle title="관리자 대시보드" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <div>
          <h1 className="h3 mb-1">관리자 대시보드</h1>
          <p className="text-body-secondary mb-0">과정, 참여자, 승인 대기와 알림 현황입니다.</p>
        </div>
        <div className="d-flex gap-2">
          <FocusSafeButton variant="outline-secondary" size="sm" onClick={refresh} inactive={overview.isFetching || courses.isFetching}>
            새로고침
          </FocusSafeButton>
          <Link to="/admin/management/courses" className="btn btn-primary btn-sm">
            과정 관리
          </Link>
        </div>
      </div>
      {failed && (
        <Alert variant="danger">
          {ADMIN_MSG.dashboardFailed} {errorMessage(failed)}
        </Alert>
      )}
      <Tabs defaultActiveKey="overview" id="admin-dashboard-tabs" className="mb-4">
        <Tab eventKey="overview" title="개요">
          <Row xs={2} md={3} xl={6} className="g-3 mb-4" data-testid="overview-cards">
            {CARDS.map((c) => (
              <Col key={c.key}>
                <Card className="h-100 shadow-sm">
                  <Card.Body>
                    <div className="small text-body-secondary">{c.label}</div>
                    <div className="fs-3 fw-bold" data-testid={`overview-${c.key}`}>
                      {overview.data ? formatNumber(overview.data[c.key]) : <Spinner size="sm" aria-label="불러오는 중" />}
                    </div>
                    <div className="small text-body-secondary">{c.hint}</div>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
          <BackupCard />
          <h2 className="h5">과정별 현황</h2>
          {courses.data ? <DashboardCourseTable rows={courses.data.courses} /> : courses.isPending && <Spinner aria-label="불러오는 중" />}
        </Tab>
        <Tab eventKey="courses" title="과정">
          {courses.data ? <DashboardCourseCards rows={courses.data.courses} /> : courses.isPending && <Spinner aria-label="불러오는 중" />}
        </Tab>
      </Tabs>
    </Container>
  );
}
