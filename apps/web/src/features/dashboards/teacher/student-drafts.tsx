// The code a student is writing right now (issue 21): their newest saved drafts, read-only.
import { useQuery } from '@tanstack/react-query';
import { teacherDraftsSchema } from '@dodam/contracts';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';

const KIND_LABEL = { practice: '실습', problem: '평가', playground: '연습장' } as const;

export function StudentDrafts({ studentId }: { studentId: number }) {
  const drafts = useQuery({
    queryKey: ['teacher', 'student', studentId, 'drafts'],
    queryFn: ({ signal }) => apiRequest(`/teacher/students/${studentId}/drafts`, { schema: teacherDraftsSchema, signal }),
    refetchInterval: 30_000,
  });
  if (drafts.isPending) return <p className="small text-body-secondary mb-0">불러오는 중…</p>;
  if (drafts.isError && !drafts.data) return <p className="small text-danger mb-0">{errorMessage(drafts.error)}</p>;
  const list = drafts.data?.drafts ?? [];
  if (list.length === 0) return <p className="small text-body-secondary mb-0">아직 저장된 작성 중 코드가 없어요.</p>;
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-2" data-testid="student-drafts">
      {list.slice(0, 5).map((d) => (
        <li key={`${d.kind}:${d.section_id}:${d.item_id}`}>
          <div className="small fw-semibold">
            {KIND_LABEL[d.kind]} · {d.section_title ?? '섹션'} · {d.item_title ?? d.item_id} <span className="text-body-secondary fw-normal">({formatDateTime(d.updated_at)})</span>
          </div>
          <pre className="small border rounded p-2 mb-0" style={{ maxHeight: '10rem', overflow: 'auto' }} tabIndex={0} role="region" aria-label={`${d.item_title ?? '문제'} 작성 중 코드`}>
            {d.code || '(빈 코드)'}
          </pre>
        </li>
      ))}
    </ul>
  );
}
