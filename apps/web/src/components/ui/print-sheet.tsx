// Printing several slips or cards per A4 page (issue 22). The sheet is rendered outside the app
// (a portal on <body>), hidden on screen and the only thing printed while it is mounted; pages are
// explicit, so N items always print as ceil(N / perPage) pages and none is cut or repeated.
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function PrintSheet<T>({ items, perPage, heading, render, testId }: { items: T[]; perPage: number; heading: string; render: (item: T) => ReactNode; testId?: string }) {
  useEffect(() => {
    document.body.classList.add('printing-sheet');
    return () => document.body.classList.remove('printing-sheet');
  }, []);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return createPortal(
    <div className="print-root" data-testid={testId}>
      {pages.map((page, p) => (
        <section key={p} className="print-page" aria-label={`${heading} ${p + 1}쪽`}>
          <div className="print-page-heading">
            {heading} · {p + 1}/{pages.length}쪽
          </div>
          <div className="print-grid">{page.map(render)}</div>
        </section>
      ))}
    </div>,
    document.body,
  );
}
