import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function StudentDashboardPage() {
  return <PlaceholderPage title="학생 대시보드" description="나의 학습 진행 상황, 성취와 맞춤 학습 팁을 이곳에서 한눈에 확인할 수 있습니다." />;
}
