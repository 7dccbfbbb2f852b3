// The readable (and printable) view of GET /me/privacy/export: one heading and table per kind of
// record, dates in ko-KR, code in monospace. The JSON download holds the same data in full.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { replyAuthorLabel, tutorProviderSchema } from '@dodam/contracts';
import type { PrivacyExport } from '@dodam/contracts/privacy';
import { formatDateTime } from '@/lib/format';

const ROLE = { teacher: '교사', admin: '관리자' } as const;
const yesNo = (v: boolean) => (v ? '예' : '아니요');

function Section<T>({ title, rows, head, row }: { title: string; rows: T[]; head: string[]; row: (r: T) => ReactNode[] }) {
  return (
    <section className="mb-4">
      <h4 className="h6">
        {title} <span className="text-body-secondary small">({rows.length}건)</span>
      </h4>
      {rows.length === 0 ? (
        <p className="small text-body-secondary">없음</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" bordered className="small">
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {row(r).map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

const code = (text: string) => (
  <pre className="mb-0 small" style={{ whiteSpace: 'pre-wrap', maxHeight: '12rem', overflow: 'auto' }}>
    {text}
  </pre>
);

export function ExportView({ data }: { data: PrivacyExport }) {
  const p = data.profile;
  return (
    <div className="mt-4 border rounded-3 p-3" data-testid="export-view" aria-labelledby="export-view-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h3 id="export-view-title" className="h5 mb-0">
          내 정보 ({formatDateTime(data.generated_at)} 기준)
        </h3>
        <Button size="sm" variant="outline-secondary" className="d-print-none" onClick={() => window.print()}>
          인쇄
        </Button>
      </div>
      <section className="mb-4">
        <h4 className="h6">프로필</h4>
        <dl className="row small mb-0">
          <dt className="col-sm-3">아이디</dt>
          <dd className="col-sm-9">{p.username}</dd>
          <dt className="col-sm-3">이름</dt>
          <dd className="col-sm-9">{p.profile.fullName || '-'}</dd>
          <dt className="col-sm-3">이메일</dt>
          <dd className="col-sm-9">{p.email || '-'}</dd>
          <dt className="col-sm-3">학년·반·번호</dt>
          <dd className="col-sm-9">{[p.grade && `${p.grade}학년`, p.class_number && `${p.class_number}반`, p.student_number && `${p.student_number}번`].filter(Boolean).join(' ') || '-'}</dd>
          <dt className="col-sm-3">학번</dt>
          <dd className="col-sm-9">{p.student_code || '-'}</dd>
          <dt className="col-sm-3">가입</dt>
          <dd className="col-sm-9">{formatDateTime(p.created_at)}</dd>
          <dt className="col-sm-3">마지막 로그인</dt>
          <dd className="col-sm-9">{formatDateTime(p.last_login_at)}</dd>
          <dt className="col-sm-3">처리 정지</dt>
          <dd className="col-sm-9">{p.processing_suspended_at ? `${formatDateTime(p.processing_suspended_at)}부터` : '아니요'}</dd>
        </dl>
      </section>
      <Section title="수강 반" rows={data.enrolments} head={['반', '구분', '등록일']} row={(e) => [e.course_title, e.member_type === 'teacher' ? '교사' : '학생', formatDateTime(e.enrolled_at)]} />
      <Section title="가입·수강 신청" rows={data.registration_requests} head={['반', '상태', '신청일']} row={(r) => [r.course_id, r.status, formatDateTime(r.created_at)]} />
      <Section title="완료 기록" rows={data.completions} head={['섹션', '학습 유형', '완료 시각']} row={(c) => [c.section_id, c.learning_type, formatDateTime(c.completed_at)]} />
      <Section
        title="학습 기록"
        rows={data.learning_records}
        head={['종류', '섹션', '학습 유형', '시간(초)', '시각']}
        row={(r) => [r.kind, r.section_id ?? '-', r.learning_type ?? '-', r.duration_seconds, formatDateTime(r.at)]}
      />
      <Section title="편집 중인 코드 (초안)" rows={data.drafts} head={['종류', '섹션', '코드', '저장 시각']} row={(d) => [d.kind, d.section_id ?? '-', code(d.code), formatDateTime(d.updated_at)]} />
      <Section title="코드 실행 기록" rows={data.code_runs} head={['섹션', '코드', '결과', '시각']} row={(r) => [r.section_id ?? '-', code(r.code), r.success ? '성공' : r.status, formatDateTime(r.at)]} />
      <Section
        title="제출한 코드"
        rows={data.submissions}
        head={['문제', '코드', '정답', '통과', '시각']}
        row={(s) => [s.problem_id, code(s.code), yesNo(s.is_correct), `${s.passed}/${s.total}`, formatDateTime(s.at)]}
      />
      <Section
        title="튜터 대화"
        rows={data.tutor_conversations}
        head={['섹션', '메시지', '마지막 대화']}
        row={(c) => [
          c.section_id,
          <ul className="mb-0 ps-3" key="m">
            {c.messages.map((m, i) => (
              <li key={i}>
                <strong>{m.role === 'user' ? '나' : replyAuthorLabel(tutorProviderSchema.safeParse(m.provider).data)}:</strong> {String(m.content ?? '')}
              </li>
            ))}
          </ul>,
          formatDateTime(c.updated_at),
        ]}
      />
      <Section title="동의 기록" rows={data.consents} head={['항목', '결정', '처리방침 버전', '시각', 'IP 주소']} row={(c) => [c.label, c.granted ? '동의' : '거부·철회', c.notice_version, formatDateTime(c.at), c.ip_address ?? '-']} />
      <Section title="로그인 기록" rows={data.sessions} head={['시각', '주소', '브라우저']} row={(s) => [formatDateTime(s.created_at), s.ip ?? '-', s.user_agent ?? '-']} />
      <Section title="받은 이메일" rows={data.notifications} head={['제목', '받는 주소', '시각']} row={(n) => [n.subject, n.to_email, formatDateTime(n.created_at)]} />
      <Section
        title="내 기록 열람 기록"
        rows={data.access_log}
        head={['누가', '역할', '무엇을', '언제']}
        row={(e) => [e.reader_name, ROLE[e.reader_role], e.what_label, formatDateTime(e.at)]}
      />
      <Section
        title="개인정보 요청"
        rows={data.privacy_requests}
        head={['종류', '상태', '요청일']}
        row={(r) => ['삭제', r.status === 'pending' ? '처리 대기' : '처리됨', formatDateTime(r.created_at)]}
      />
    </div>
  );
}
