// A lesson/summary file in a panel: loading, 'could not load' (failure or HTML instead of
// markdown, spec section 2), or the rendered markdown.
import type { UseQueryResult } from '@tanstack/react-query';
import Placeholder from 'react-bootstrap/Placeholder';
import { Markdown, type RunnableExample } from '@/components/markdown';

export const COULD_NOT_LOAD = '내용을 불러올 수 없습니다';

export function LoadingLines({ lines = 5 }: { lines?: number }) {
  return (
    <div aria-busy="true" aria-label="불러오는 중">
      <Placeholder as="div" animation="glow">
        {Array.from({ length: lines }, (_, i) => (
          <Placeholder key={i} xs={i % 3 === 0 ? 8 : i % 3 === 1 ? 11 : 6} className="mb-2 d-block" />
        ))}
      </Placeholder>
    </div>
  );
}

export function CouldNotLoad({ what }: { what?: string }) {
  return (
    <p className="text-body-secondary border rounded p-3 mb-0" role="status" data-testid="could-not-load">
      {what ? `${what}: ` : ''}
      {COULD_NOT_LOAD}
    </p>
  );
}

export function MarkdownPanel({
  query,
  what,
  onRunExample,
  headingOffset,
}: {
  query: UseQueryResult<string>;
  what?: string;
  onRunExample?: (example: RunnableExample) => void;
  headingOffset?: 0 | 1 | 2;
}) {
  if (query.isPending) return <LoadingLines />;
  if (query.isError || !query.data?.trim()) return <CouldNotLoad what={what} />;
  return (
    <Markdown onRunExample={onRunExample} headingOffset={headingOffset}>
      {query.data}
    </Markdown>
  );
}
