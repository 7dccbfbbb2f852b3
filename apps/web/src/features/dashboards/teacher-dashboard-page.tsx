import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function TeacherDashboardPage() {
  return <PlaceholderPage title="강사 대시보드" description="담당 과정의 학생 진행 현황과 학습 인사이트를 이곳에서 확인할 수 있습니다." />;
}
