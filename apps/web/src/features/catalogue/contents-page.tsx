import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ContentsPage() {
  return <PlaceholderPage title="콘텐츠" description="도담의 모든 학습 콘텐츠를 연령과 난이도별로 살펴보고 학습을 시작할 수 있습니다." />;
}
