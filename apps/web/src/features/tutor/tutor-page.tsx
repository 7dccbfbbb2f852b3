import { Navigate, useParams } from 'react-router';
import { LEARNING_TYPES, LEARNING_TYPE_LABELS, type LearningType } from '@dodam/contracts';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

function isLearningType(value: string | undefined): value is LearningType {
  return (LEARNING_TYPES as readonly string[]).includes(value ?? '');
}

export default function TutorPage() {
  const { tabType } = useParams();
  // Unknown tabs fall back to the default tab rather than a blank screen.
  if (!isLearningType(tabType)) return <Navigate to="/tutor/video" replace />;
  return <PlaceholderPage title={`AI 튜터 · ${LEARNING_TYPE_LABELS[tabType]}`} description="섹션별 개념 영상, AI 튜터와의 실습, 평가를 한 화면에서 진행할 수 있습니다." />;
}
