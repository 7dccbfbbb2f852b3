// 인사이트: up to four tips by the spec's rules (computed on the server) and the next step.
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import type { StudentDashboard } from '@dodam/contracts';
import { NextStep } from './overview-tab';

const VARIANT: Record<string, string> = { comparison: 'success', strength: 'success', achievement: 'success', improvement: 'warning', restart: 'info', balance: 'info' };

export function InsightsTab({ data }: { data: StudentDashboard }) {
  return (
    <>
      {data.insights.length === 0 ? (
        <p className="text-body-secondary">아직 보여 줄 조언이 없어요. 학습 기록이 쌓이면 여기에 나타나요.</p>
      ) : (
        data.insights.map((tip) => (
          <Alert key={tip.kind} variant={VARIANT[tip.kind] ?? 'info'} data-testid="insight">
            {tip.text}
          </Alert>
        ))
      )}
      <Card className="mt-3">
        <Card.Body>
          <h2 className="h6">다음에 할 일</h2>
          <NextStep step={data.next_step} />
        </Card.Body>
      </Card>
    </>
  );
}
