// Parts of the student page: section status per learning type, practice runs, tutor conversations
// (read-only) and the timeline.
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import Table from 'react-bootstrap/Table';
import { LEARNING_TYPES, LEARNING_TYPE_LABELS, replyAuthorLabel } from '@dodam/contracts';
import { studyTimeLabel, type TeacherStudentDetail } from '@dodam/contracts/teacher';
import { Markdown } from '@/components/markdown';
import { formatDateTime } from '@/lib/format';

export function SectionStatus({ sections }: { sections: TeacherStudentDetail['sections'] }) {
  return (
    <Table size="sm" responsive="md" className="teacher-table align-middle">
      <thead>
        <tr>
          <th scope="col">섹션</th>
          {LEARNING_TYPES.map((t) => (
            <th scope="col" key={t}>
              {LEARNING_TYPE_LABELS[t]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sections.map((s) => (
          <tr key={`${s.course_id}:${s.section_id}`}>
            <td data-label="섹션">{s.title}</td>
            {LEARNING_TYPES.map((t) => (
              <td key={t} data-label={LEARNING_TYPE_LABELS[t]}>
                {s.types[t].completed ? <Badge bg="success">완료</Badge> : <Badge bg="secondary">미완료</Badge>}
                {s.types[t].study_seconds > 0 && <span className="small text-body-secondary ms-1">{studyTimeLabel(s.types[t].study_seconds)}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function RecentRuns({ runs }: { runs: TeacherStudentDetail['runs'] }) {
  if (runs.length === 0) return <p className="text-body-secondary small">서버에서 실행한 코드가 없어요.</p>;
  return (
    <ListGroup>
      {runs.map((r) => (
        <ListGroup.Item key={r.id}>
          <div className="d-flex justify-content-between flex-wrap gap-1 small">
            <span>
              <Badge bg={r.success ? 'success' : 'danger'}>{r.success ? '성공' : (r.error_type ?? '오류')}</Badge> 섹션 {r.section_id ?? '-'}
            </span>
            <span className="text-body-secondary">{formatDateTime(r.created_at)}</span>
          </div>
          <details>
            <summary className="small">코드 보기</summary>
            <pre className="teacher-code small" tabIndex={0}>
              <code>{r.code}</code>
            </pre>
            {r.error && <pre className="teacher-code small text-danger">{r.error}</pre>}
          </details>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

export function Conversations({ conversations }: { conversations: TeacherStudentDetail['conversations'] }) {
  if (conversations.length === 0) return <p className="text-body-secondary small">튜터와 나눈 대화가 없어요.</p>;
  return (
    <>
      {conversations.map((c) => (
        <details key={c.section_id} className="mb-2">
          <summary>
            {c.section_title} <span className="small text-body-secondary">({c.messages.length}개 메시지, {formatDateTime(c.updated_at)})</span>
          </summary>
          <ListGroup className="mt-2" aria-label={`${c.section_title} 튜터 대화 (읽기 전용)`}>
            {c.messages.map((m, i) => (
              <ListGroup.Item key={i} className={m.role === 'user' ? '' : 'bg-body-tertiary'}>
                <div className="small fw-semibold" data-testid="conversation-author">
                  {m.role === 'user' ? '학생' : replyAuthorLabel(m.provider)}
                </div>
                {/* Tutor replies and code runs are Markdown (never raw '**' or fences); what a student typed stays plain text. */}
                {m.role === 'user' && (m.type ?? 'chat') === 'chat' ? (
                  <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.content}
                  </div>
                ) : (
                  <div className="small text-break">
                    <Markdown>{m.content}</Markdown>
                  </div>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </details>
      ))}
    </>
  );
}

export function Timeline({ timeline }: { timeline: TeacherStudentDetail['timeline'] }) {
  if (timeline.length === 0) return <p className="text-body-secondary small">학습 기록이 없어요.</p>;
  return (
    // A scrolling region: reachable and named for keyboard users (axe scrollable-region-focusable).
    <ol className="list-unstyled teacher-scroll mb-0" tabIndex={0} aria-label="학습 타임라인 (스크롤)" data-testid="teacher-timeline">
      {timeline.map((e, i) => (
        <li key={i} className="border-start border-2 ps-3 pb-2">
          <div className="small text-body-secondary">{formatDateTime(e.at)}</div>
          <div className="small">
            {e.section_title ?? ''} {e.learning_type && e.learning_type in LEARNING_TYPE_LABELS ? `· ${LEARNING_TYPE_LABELS[e.learning_type as keyof typeof LEARNING_TYPE_LABELS]}` : ''} — {e.detail}
          </div>
        </li>
      ))}
    </ol>
  );
}
