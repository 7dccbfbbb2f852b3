import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ContentDetailPage() {
  const { contentId = '' } = useParams();
  return (
    <PlaceholderPage title="콘텐츠 상세" description={`'${contentId}' 콘텐츠의 소개, 학습 목표와 커리큘럼을 이곳에서 확인할 수 있습니다.`}>
      <Link to="/contents" className="btn btn-outline-primary">
        콘텐츠 목록으로
      </Link>
    </PlaceholderPage>
  );
}
