// /learning/:contentId/:learningType?section=ID: the immersive learning screen (no top
// navigation). Collapsible curriculum sidebar, a header with the type and section, two resizable
// panes with the mode's content, and the bottom bar along the learning chain.
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { CLASS_PLAN_MSG } from '@dodam/contracts';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError, errorMessage } from '@/lib/api/client';
import { isLearningType, resolveSectionId } from '@/lib/learning/navigation';
import { useContent } from '@/lib/learning/queries';
import { LearningScreen } from './learning-screen';
import './learning.css';

function Centered({ children }: { children: ReactNode }) {
  return <div className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-3 p-4 text-center">{children}</div>;
}

export default function LearningPage() {
  const { contentId = '', learningType } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const query = useContent(contentId);

  if (!isLearningType(learningType)) {
    // An unknown type falls back to the lesson of the same section rather than a dead end.
    return <Navigate to={`/learning/${encodeURIComponent(contentId)}/video${location.search}`} replace />;
  }
  // A failed refetch (a blip while the screen is open) keeps the screen: only a first load that
  // failed shows an error instead of it.
  if (query.isError && !query.data && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Centered>
        <PageTitle title="콘텐츠를 찾을 수 없습니다" />
        <h1 className="h3">콘텐츠를 찾을 수 없습니다</h1>
        <Link to="/contents" className="btn btn-primary d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 콘텐츠 목록으로 돌아가기
        </Link>
      </Centered>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Centered>
        <Alert variant="danger">학습 화면을 불러오지 못했습니다. {errorMessage(query.error)}</Alert>
        <Button onClick={() => void query.refetch()}>다시 시도</Button>
      </Centered>
    );
  }
  if (!query.data) {
    return (
      <Centered>
        <Spinner animation="border" role="status" aria-label="불러오는 중" />
      </Centered>
    );
  }
  const course = query.data;
  const sectionId = resolveSectionId(
    course.sections.map((s) => s.id),
    search.get('section'),
  );
  const section = course.sections.find((s) => s.id === sectionId);
  const requested = search.get('section');
  if (requested && requested !== sectionId) {
    return (
      <Centered>
        <PageTitle title="섹션을 찾을 수 없습니다" />
        <h1 className="h3">찾을 수 없습니다</h1>
        <p>요청한 섹션이 이 과정에 없어요. 주소를 확인해 주세요.</p>
        <Link to={`/contents/${encodeURIComponent(course.id)}`} className="btn btn-primary d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 콘텐츠로 돌아가기
        </Link>
      </Centered>
    );
  }
  if (!section) {
    return (
      <Centered>
        <p>이 과정에는 아직 섹션이 없어요.</p>
        <Link to={`/contents/${course.id}`}>콘텐츠로 돌아가기</Link>
      </Centered>
    );
  }
  if (section.locked) {
    // Locked ahead by the student's teacher (issue 22): visible in the curriculum, not openable.
    return (
      <Centered>
        <PageTitle title="잠긴 섹션" />
        <h1 className="h3">
          {section.title}: 아직 열리지 않았어요
        </h1>
        <p data-testid="section-locked-message">{CLASS_PLAN_MSG.sectionLocked}</p>
        <Link to={`/contents/${encodeURIComponent(course.id)}`} className="btn btn-primary d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 콘텐츠로 돌아가기
        </Link>
      </Centered>
    );
  }
  return <LearningScreen course={course} section={section} type={learningType} />;
}

