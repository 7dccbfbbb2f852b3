import { Link, useParams } from 'react-router';
import Container from 'react-bootstrap/Container';
import { LEARNING_TYPES, LEARNING_TYPE_LABELS, type LearningType } from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { ArrowLeftIcon } from '@/components/ui/icons';

function labelOf(value: string | undefined): string {
  return (LEARNING_TYPES as readonly string[]).includes(value ?? '') ? LEARNING_TYPE_LABELS[value as LearningType] : '학습';
}

/** Immersive learning screen: rendered without the top navigation (spec section 2). */
export default function LearningPage() {
  const { contentId = '', learningType } = useParams();
  const label = labelOf(learningType);
  return (
    <div className="min-vh-100 d-flex flex-column">
      <PageTitle title={`${label} · 학습`} />
      <header className="border-bottom bg-body-tertiary">
        <Container fluid className="d-flex align-items-center gap-3 py-2">
          <Link to={`/contents/${encodeURIComponent(contentId)}`} className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1">
            <ArrowLeftIcon size={16} /> 콘텐츠로 돌아가기
          </Link>
          <span className="fw-semibold">{label}</span>
        </Container>
      </header>
      <main id="main" className="flex-grow-1">
        <Container className="py-5">
          <h1 className="h2 mb-3">몰입 학습 화면</h1>
          <p className="text-body-secondary">커리큘럼 사이드바와 두 개의 학습 패널에서 영상, 실습, 평가를 차례로 진행할 수 있습니다.</p>
        </Container>
      </main>
    </div>
  );
}
