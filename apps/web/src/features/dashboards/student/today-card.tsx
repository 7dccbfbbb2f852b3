// 오늘의 학습 (issue 22): the section the student's teacher set for the class today, one click away.
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatSeoulDateTime, type TodaySection } from '@dodam/contracts';

export function TodayCards({ today }: { today: TodaySection[] }) {
  if (today.length === 0) return null;
  return (
    <section aria-labelledby="today-title" className="mb-4" data-testid="today-section">
      <h2 id="today-title" className="h5 mb-2">
        오늘의 학습
      </h2>
      <div className="d-flex flex-column gap-2">
        {today.map((t) => (
          <Card key={`${t.content_id}:${t.section_id}`} border="primary" className="shadow-sm" data-testid="today-card">
            <Card.Body className="d-flex flex-wrap gap-3 justify-content-between align-items-center">
              <div>
                <div className="small text-body-secondary">
                  {t.class_name}
                  {t.schedule && <span data-testid="today-schedule"> · 수업 {t.schedule}</span>}
                </div>
                <div className="fs-5 fw-semibold">
                  {t.order + 1}. {t.section_title}
                </div>
                {t.due_at && <div className="small">평가 마감: {formatSeoulDateTime(t.due_at)} (한국 시간)</div>}
              </div>
              <Link className="btn btn-primary btn-lg" to={`/learning/${encodeURIComponent(t.content_id)}/video?section=${encodeURIComponent(t.section_id)}`}>
                오늘의 학습 시작하기
              </Link>
            </Card.Body>
          </Card>
        ))}
      </div>
    </section>
  );
}
