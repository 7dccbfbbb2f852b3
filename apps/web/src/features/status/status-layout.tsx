import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '@/components/ui/page-title';

/** Centered card shared by the status pages. */
export function StatusLayout({ title, icon, tone, children }: { title: string; icon: ReactNode; tone: 'warning' | 'danger' | 'primary'; children: ReactNode }) {
  return (
    <Container className="py-5">
      <PageTitle title={title} />
      <Card className="status-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-md-5 text-center">
          <div className={`status-icon bg-${tone}-subtle text-${tone}-emphasis mx-auto mb-4`}>{icon}</div>
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}

/** '홈으로' and '다시 로그인' of the approval status pages. */
export function HomeAndLoginActions() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
      <Link to="/" className="btn btn-outline-secondary">
        홈으로
      </Link>
      <Link to="/login" className="btn btn-primary">
        다시 로그인
      </Link>
    </div>
  );
}
