import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { PageTitle } from './page-title';

/** Titled page for screens a later issue builds; the route and its guard are already real. */
export function PlaceholderPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Container className="py-5">
      <PageTitle title={title} />
      <h1 className="h2 mb-3">{title}</h1>
      <p className="text-body-secondary mb-4">{description}</p>
      {children}
    </Container>
  );
}
