// 개인정보 처리방침 (issue 25): generated from GET /public/privacy-notice, i.e. from the data
// inventory kept next to the database schema, the third parties the server is configured with and
// the person responsible an admin names. Open to everyone (linked from the footer and sign-up).
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { withJosa } from '@dodam/contracts';
import type { PrivacyNotice } from '@dodam/contracts/privacy';
import { errorMessage } from '@/lib/api/client';
import { usePrivacyNotice } from '@/lib/privacy-notice';
import { PageTitle } from '@/components/ui/page-title';

function Tables({ tables, caption }: { tables: PrivacyNotice['tables']; caption: string }) {
  return (
    <div className="table-responsive">
      <Table bordered size="sm" className="small align-top table-stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">정보</th>
            <th scope="col">목적</th>
            <th scope="col">항목</th>
            <th scope="col">보유 기간</th>
          </tr>
        </thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.name}>
              <th scope="row" className="text-md-nowrap">
                {t.title}
              </th>
              <td data-label="목적">{t.purpose}</td>
              <td data-label="항목">{t.columns.map((c) => c.description).join(', ')}</td>
              <td data-label="보유 기간">{t.retention}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export default function PrivacyPage() {
  const notice = usePrivacyNotice();
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '60rem' }}>
      <PageTitle title="개인정보 처리방침" />
      <h1 className="h3 mb-3">개인정보 처리방침</h1>
      {notice.isPending ? (
        <Spinner aria-label="처리방침을 불러오는 중" />
      ) : notice.isError ? (
        <Alert variant="danger">{errorMessage(notice.error)}</Alert>
      ) : (
        <div data-testid="privacy-notice">
          <p>
            {withJosa(notice.data.service_name, '은/는')} 학교의 파이썬 수업에 필요한 정보만 처리합니다. 이 방침은 서비스가 실제로 저장하는 모든 항목의 목록에서 자동으로 만들어지므로, 저장하는
            정보가 바뀌면 함께 바뀝니다.
          </p>

          <h2 className="h5 mt-4">1. 처리하는 개인정보, 목적과 보유 기간</h2>
          <Tables tables={notice.data.tables.filter((t) => t.personal)} caption="처리하는 개인정보" />

          <h2 className="h5 mt-4">2. 개인정보가 아닌 운영 정보</h2>
          <Tables tables={notice.data.tables.filter((t) => !t.personal)} caption="개인정보가 아닌 운영 정보" />

          <h2 className="h5 mt-4">3. 제3자 제공과 처리 위탁</h2>
          {notice.data.third_parties.length === 0 ? (
            <p data-testid="third-parties">개인정보를 외부에 제공하거나 위탁하지 않습니다. AI 튜터는 서버 안의 내장 튜터로만 동작합니다.</p>
          ) : (
            <ul data-testid="third-parties">
              {notice.data.third_parties.map((p) => (
                <li key={p.name}>
                  <strong>{p.name}</strong> — {p.purpose}. 보내는 정보: {p.items}
                  {p.detail ? ` (${p.detail})` : ''}
                </li>
              ))}
            </ul>
          )}

          <h2 className="h5 mt-4">4. 정보주체의 권리</h2>
          <p>
            로그인한 뒤 <Link to="/profile/privacy">내 프로필 › 개인정보</Link>에서 언제든 다음을 할 수 있습니다: 내 정보 전체 내려받기(열람), 내 기록을 본 교사·관리자 확인,
            이름·이메일 정정, 처리 정지(AI 튜터, 실시간 보기, 학습 분석 중단), 계정과 개인정보 삭제 요청.
          </p>

          <h2 className="h5 mt-4">5. 인공지능 이용 안내</h2>
          <p>AI 모델이 만든 튜터 답변에는 &lsquo;AI가 생성한 답변&rsquo;이라고 표시합니다. AI 모델에는 학생을 알아볼 수 있는 정보를 보내지 않습니다.</p>

          <h2 className="h5 mt-4">6. 개인정보 보호책임자</h2>
          {notice.data.officer ? (
            <dl className="row" data-testid="privacy-officer">
              <dt className="col-sm-3">이름</dt>
              <dd className="col-sm-9">
                {notice.data.officer.name}
                {notice.data.officer.title ? ` (${notice.data.officer.title})` : ''}
              </dd>
              <dt className="col-sm-3">연락처</dt>
              <dd className="col-sm-9">{notice.data.officer.contact}</dd>
            </dl>
          ) : (
            <p data-testid="privacy-officer">학교 관리자가 아직 보호책임자를 지정하지 않았습니다. 학교에 문의해 주세요.</p>
          )}
        </div>
      )}
    </Container>
  );
}
