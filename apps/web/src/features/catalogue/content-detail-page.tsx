// /contents/:contentId: introduction, goals, curriculum (each section links to its three learning
// types), start/continue buttons, course facts and the student's real progress.
import { Link, useNavigate, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { LEARNING_TYPE_LABELS } from '@dodam/contracts';
import { ArrowLeftIcon, CheckIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError, errorMessage } from '@/lib/api/client';
import { firstIncompleteStep, learningPath } from '@/lib/learning/navigation';
import { useContent } from '@/lib/learning/queries';
import { useSession } from '@/lib/session/session-store';
import { CourseFacts } from './course-facts';
import { Curriculum } from './curriculum';
import './catalogue.css';

const NOT_FOUND = '콘텐츠를 찾을 수 없습니다';

function NotFound() {
  const navigate = useNavigate();
  return (
    <Container className="py-5 text-center" data-testid="content-not-found">
      <PageTitle title={NOT_FOUND} />
      <h1 className="h3 mb-3">{NOT_FOUND}</h1>
      <p className="text-body-secondary">주소가 바뀌었거나 없는 콘텐츠예요.</p>
      <Button variant="primary" onClick={() => navigate('/contents')} className="d-inline-flex align-items-center gap-1">
        <ArrowLeftIcon size={16} /> 콘텐츠 목록으로 돌아가기
      </Button>
    </Container>
  );
}

function DetailPlaceholder() {
  return (
    <Container className="py-4" aria-busy="true">
      <Placeholder as="div" animation="glow">
        <Placeholder xs={2} className="mb-3 d-block" />
        <Placeholder xs={6} size="lg" className="mb-3 d-block" />
        <Placeholder xs={12} /> <Placeholder xs={9} className="mb-4" />
        <Placeholder xs={12} style={{ height: '12rem' }} />
      </Placeholder>
    </Container>
  );
}

export default function ContentDetailPage() {
  const { contentId = '' } = useParams();
  const query = useContent(contentId);
  // A teacher's courses are the ones they teach: teacher wording and a way to their students.
  const teacher = useSession().user?.user_type === 'teacher';

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    return (
      <Container className="py-4">
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">콘텐츠를 불러오지 못했습니다. {errorMessage(query.error)}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!query.data) return <DetailPlaceholder />;

  const course = query.data;
  const ids = course.sections.map((s) => s.id);
  const first = ids[0];
  const progress = course.progress;
  const started = progress.sections.some((s) => s.completed_types.length > 0);
  const resume = firstIncompleteStep(ids, progress.sections);

  return (
    <Container className="py-4">
      <PageTitle title={course.title} />
      <nav aria-label="이동 경로" className="mb-2">
        <Link to="/contents" className="small text-decoration-none d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={14} /> 콘텐츠 목록
        </Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
        <Badge bg={course.label_color} text={course.label_color === 'warning' || course.label_color === 'info' ? 'dark' : undefined}>
          {course.age_label}
        </Badge>
        <span className="badge border bg-body-tertiary text-body-secondary">{course.category}</span>
        {course.enrolled ? <Badge bg="success">{teacher ? '담당 과정' : '수강 중'}</Badge> : null}
      </div>
      <h1 className="h2">{course.title}</h1>
      <p className="lead fs-6 text-body-secondary mb-3" style={{ maxWidth: '48rem' }}>
        {course.description}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {first ? (
          <Link to={learningPath(course.id, { sectionId: first, type: 'video' })} className="btn btn-primary" data-testid="start-from-beginning">
            처음부터 시작하기
          </Link>
        ) : null}
        {teacher && course.enrolled ? (
          <Link to="/teacher/dashboard" className="btn btn-outline-success">
            학생 학습 현황 보기
          </Link>
        ) : null}
        {started && resume ? (
          <Link to={learningPath(course.id, resume)} className="btn btn-outline-primary">
            이어서 학습하기 · {course.sections.find((s) => s.id === resume.sectionId)?.title} {LEARNING_TYPE_LABELS[resume.type]}
          </Link>
        ) : null}
      </div>

      <Row className="g-4">
        <Col lg={8}>
          <section aria-labelledby="goals-title" className="mb-4">
            <h2 id="goals-title" className="h5">
              학습 목표
            </h2>
            <ul className="list-unstyled dodam-goal-list mb-0">
              {course.goals.map((goal) => (
                <li key={goal}>
                  <CheckIcon size={16} />
                  <span>{goal}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="curriculum-title">
            <h2 id="curriculum-title" className="h5">
              커리큘럼 <span className="text-body-secondary fs-6">({course.sections.length}개 섹션)</span>
            </h2>
            <Curriculum course={course} />
          </section>
        </Col>
        <Col lg={4}>
          <CourseFacts course={course} teacher={teacher} />
        </Col>
      </Row>
    </Container>
  );
}
