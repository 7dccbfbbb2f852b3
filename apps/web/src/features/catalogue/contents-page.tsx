// /contents: the 8 courses as cards (age label, difficulty, section count, my progress).
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import type { ContentCourse } from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { formatPercent } from '@/lib/format';
import { useContents } from '@/lib/learning/queries';
import { useSession } from '@/lib/session/session-store';
import './catalogue.css';
import { ProgressMeter } from '@/components/ui/progress-meter';

function CourseCard({ course }: { course: ContentCourse }) {
  const percent = course.progress.percent;
  // A teacher's courses are the ones they teach; their own progress is only a preview.
  const teacher = useSession().user?.user_type === 'teacher';
  return (
    <Card className="h-100 dodam-course-card" data-testid="course-card" data-course-id={course.id}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
          <Badge bg={course.label_color} text={course.label_color === 'warning' || course.label_color === 'info' ? 'dark' : undefined}>
            {course.age_label}
          </Badge>
          <span className="badge border bg-body-tertiary text-body-secondary">{course.category}</span>
          {course.enrolled ? (
            <Badge bg="success" className="ms-auto">
              {teacher ? '담당 과정' : '수강 중'}
            </Badge>
          ) : null}
        </div>
        <Card.Title as="h2" className="h5 mb-2">
          <Link to={`/contents/${course.id}`} className="stretched-link text-decoration-none text-body">
            {course.title}
          </Link>
        </Card.Title>
        <Card.Text className="small text-body-secondary dodam-clamp-3 flex-grow-1">{course.description}</Card.Text>
        <dl className="dodam-course-facts small mb-3">
          <div>
            <dt>난이도</dt>
            <dd>{course.difficulty}</dd>
          </div>
          <div>
            <dt>섹션</dt>
            <dd>{course.sections.length}개</dd>
          </div>
          <div>
            <dt>학습 시간</dt>
            <dd>{course.duration_hours}시간</dd>
          </div>
        </dl>
        <div>
          <div className="d-flex justify-content-between small mb-1">
            <span>{teacher ? '미리보기 진도' : '내 진도'}</span>
            <span>
              {formatPercent(percent)} · 완료 섹션 {course.progress.completed_sections}/{course.progress.total_sections}
            </span>
          </div>
          <ProgressMeter value={percent} variant={percent >= 100 ? 'success' : 'primary'} height="0.5rem" label={`${course.title} 진도`} />
        </div>
      </Card.Body>
    </Card>
  );
}

function CardPlaceholder() {
  return (
    <Card className="h-100" aria-hidden="true">
      <Card.Body>
        <Placeholder as="div" animation="glow">
          <Placeholder xs={3} className="mb-3" /> <Placeholder xs={7} size="lg" className="d-block mb-3" />
          <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={8} className="mb-3" />
          <Placeholder xs={12} size="sm" />
        </Placeholder>
      </Card.Body>
    </Card>
  );
}

export default function ContentsPage() {
  const contents = useContents();
  return (
    <Container className="py-4">
      <PageTitle title="콘텐츠" />
      <h1 className="h2 mb-1">학습 콘텐츠</h1>
      <p className="text-body-secondary mb-4">연령과 난이도에 맞는 과정을 골라 섹션별로 기본 학습, 실습, 평가를 차례로 진행해 보세요.</p>
      {contents.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">콘텐츠 목록을 불러오지 못했습니다. {errorMessage(contents.error)}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void contents.refetch()}>
            다시 시도
          </Button>
        </Alert>
      ) : null}
      <Row xs={1} md={2} xl={4} className="g-3" aria-busy={contents.isPending}>
        {contents.isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <Col key={i}>
                <CardPlaceholder />
              </Col>
            ))
          : (contents.data?.courses ?? []).map((course) => (
              <Col key={course.id}>
                <CourseCard course={course} />
              </Col>
            ))}
      </Row>
    </Container>
  );
}
