// 오답 노트: problems not solved yet or solved after several tries; the last wrong submission with its
// own code, output up to the error and the error; the latest code only when it differs; a solved one comes back under "다시 풀어 보기" a few days later (spaced repetition).
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { MISTAKE_REVIEW_AFTER_DAYS, testStatusLabel, type Mistake } from '@dodam/contracts';
import { errorMessage } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import { learningPath } from '@/lib/learning/navigation';
import { useMistakes } from './api';

const GROUPS = [
  { status: 'unsolved', title: '아직 못 푼 문제', empty: '못 푼 문제가 없어요.' },
  { status: 'review', title: '다시 풀어 보기', empty: `여러 번 만에 푼 문제는 ${MISTAKE_REVIEW_AFTER_DAYS}일 뒤 여기에서 다시 풀어 볼 수 있어요.` },
  { status: 'solved_recently', title: '최근에 여러 번 만에 푼 문제', empty: '' },
] as const;

const retryPath = (m: Mistake) => `${learningPath(m.course_id, { sectionId: m.section_id, type: 'evaluation' })}&problem=${encodeURIComponent(m.problem_id)}`;

function MistakeCard({ m }: { m: Mistake }) {
  const f = m.failing;
  return (
    <Card className="mb-3" data-testid="mistake">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h4 className="h6 mb-0">
            {m.section_title} · {m.problem_title}
          </h4>
          <span className="small text-body-secondary">
            제출 {m.tries}번{m.solved_at ? ` · ${formatDate(m.solved_at)} 정답` : ''}
          </span>
        </div>
        {f && (
          <div className="small mb-2" data-testid="failing-case">
            <Badge bg="danger" className="me-1">
              틀린 경우
            </Badge>
            숨겨진 테스트 {f.total}개 중 {f.passed}개 통과{f.test_index !== null ? ` · ${f.test_index + 1}번 테스트 실패 (${testStatusLabel(f.status)})` : ''}
            <div className="text-body-secondary mt-1">틀린 제출의 코드 · {formatDate(f.submitted_at)}</div>
            <pre className="student-code mb-1" data-testid="failing-code">
              {f.code}
            </pre>
            <div className="row g-2 mt-1">
              <div className="col-12 col-md-6">
                <div className="text-body-secondary">내 출력 (예시 입력)</div>
                {/* The output up to the error, then the error: a print before the exception is shown too. */}
                <pre className="student-code mb-0" data-testid="failing-output">
                  {f.output.trim() ? f.output : f.error ? '' : '(출력 없음)'}
                  {f.error ? <span className="text-danger-emphasis">{`${f.output && !f.output.endsWith('\n') ? '\n' : ''}${f.error}`}</span> : null}
                </pre>
              </div>
              <div className="col-12 col-md-6">
                <div className="text-body-secondary">예상 출력</div>
                <pre className="student-code mb-0">{f.expected}</pre>
              </div>
            </div>
          </div>
        )}
        {!f || m.last_code !== f.code ? (
          <>
            <div className="small text-body-secondary">{m.solved_at ? '정답으로 제출한 코드' : '마지막으로 제출한 코드'}</div>
            <pre className="student-code">{m.last_code}</pre>
          </>
        ) : null}
        <Link className="btn btn-primary btn-sm" to={retryPath(m)} data-testid="mistake-retry">
          이 문제 다시 풀기
        </Link>
      </Card.Body>
    </Card>
  );
}

export function MistakesTab() {
  const query = useMistakes(true);
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" aria-label="오답 노트를 불러오는 중" />;
  if (query.isError) return <Alert variant="danger">오답 노트를 불러오지 못했습니다: {errorMessage(query.error)}</Alert>;
  const list = query.data.mistakes;
  if (list.length === 0) return <p className="text-body-secondary">아직 오답 노트가 비어 있어요. 평가에서 틀리거나 여러 번 만에 맞힌 문제가 여기에 모여요.</p>;
  return (
    <>
      {GROUPS.map((g) => {
        const items = list.filter((m) => m.status === g.status);
        if (items.length === 0 && !g.empty) return null;
        return (
          <section key={g.status} className="mb-4" aria-labelledby={`mistakes-${g.status}`}>
            <h3 id={`mistakes-${g.status}`} className="h6">
              {g.title} ({items.length})
            </h3>
            {items.length === 0 ? <p className="small text-body-secondary">{g.empty}</p> : items.map((m) => <MistakeCard key={`${m.section_id}/${m.problem_id}`} m={m} />)}
          </section>
        );
      })}
    </>
  );
}
