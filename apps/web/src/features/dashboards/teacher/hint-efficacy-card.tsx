// "튜터 힌트 효과" (issue 24): per hint rung, how often the next attempt passes within 10 minutes,
// against attempts without a hint. Computed by the server; defined once in @dodam/contracts/teacher
// (the definition is one click away, under the table).
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { HintEfficacy } from '@dodam/contracts/teacher';
import { formatNumber, formatPercent } from '@/lib/format';

export function HintEfficacyCard({ figures }: { figures: HintEfficacy }) {
  const rows = [...figures.rungs, figures.without_hint];
  const empty = rows.every((r) => r.cases === 0);
  return (
    <section aria-labelledby="hint-efficacy-title" className="mb-4" data-testid="hint-efficacy">
      <Card>
        <Card.Body>
          <h2 id="hint-efficacy-title" className="h5">
            튜터 힌트 효과
          </h2>
          <p className="small text-body-secondary">평가 문제에서 튜터 힌트를 본 뒤 다음 제출이 {figures.window_minutes}분 안에 통과한 비율을, 힌트 없이 다시 제출한 경우와 비교합니다.</p>
          {empty ? (
            <p className="small mb-2">아직 셀 수 있는 제출이 없어요. 학생들이 평가 문제를 풀고 튜터에게 힌트를 받으면 이곳에 나타나요.</p>
          ) : (
            <Table size="sm" className="small table-stack mb-2">
              <caption className="visually-hidden">힌트 단계별 {figures.window_minutes}분 안 통과 비율</caption>
              <thead>
                <tr>
                  <th scope="col">경우</th>
                  <th scope="col">센 경우</th>
                  <th scope="col">{figures.window_minutes}분 안에 통과</th>
                  <th scope="col">통과 비율</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.rung ?? 'none'} data-testid="hint-efficacy-row">
                    <th scope="row" className="fw-normal" data-label="경우">
                      {r.label}
                    </th>
                    <td data-label="센 경우">{formatNumber(r.cases)}건</td>
                    <td data-label={`${figures.window_minutes}분 안에 통과`}>{formatNumber(r.passed)}건</td>
                    <td data-label="통과 비율">{r.rate === null ? '—' : formatPercent(r.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <details data-testid="hint-efficacy-definition">
            <summary className="small">이 수치는 어떻게 계산하나요?</summary>
            <ul className="small mt-2 mb-0">
              {figures.definition.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </Card.Body>
      </Card>
    </section>
  );
}
