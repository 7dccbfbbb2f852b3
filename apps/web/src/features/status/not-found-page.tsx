import { Link, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '@/components/ui/page-title';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container className="py-5 text-center">
      <PageTitle title="페이지를 찾을 수 없습니다" />
      <p className="display-1 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h3 mb-3">404 - 페이지를 찾을 수 없습니다</h1>
      <p className="text-body-secondary mb-4">주소가 바뀌었거나 삭제된 페이지일 수 있습니다. 주소를 다시 확인해 주세요.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button variant="outline-secondary" onClick={() => navigate(-1)}>
          뒤로 가기
        </Button>
        <Link to="/" className="btn btn-primary">
          홈으로
        </Link>
      </div>
    </Container>
  );
}
