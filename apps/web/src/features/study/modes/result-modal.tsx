// The evaluation result (spec sections 4 and 9): score, grade band with its feedback sentence, a
// bar that is 'success' from 70 %, a study guide below 70 %, and retry.
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import { SUCCESS_PERCENT, type EvaluationSummary } from '@dodam/contracts';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export function scoreVariant(percentage: number): 'success' | 'warning' | 'danger' {
  if (percentage >= SUCCESS_PERCENT) return 'success';
  return percentage >= 50 ? 'warning' : 'danger';
}

const GRADE_BADGE: Record<EvaluationSummary['grade'], string> = { 우수: 'success', 양호: 'primary', 보통: 'warning', 부족: 'danger' };

export interface ResultModalProps {
  show: boolean;
  summary: EvaluationSummary | null;
  sectionTitle: string;
  onHide: () => void;
  onRetry: () => void;
  retrying: boolean;
  /** Where to review when the score is below 70 %. */
  studyLinks: { video: string; practice: string };
  nextAction?: { label: string; onClick: () => void };
}

export function ResultModal({ show, summary, sectionTitle, onHide, onRetry, retrying, studyLinks, nextAction }: ResultModalProps) {
  const percentage = summary?.percentage ?? 0;
  const passed = percentage >= SUCCESS_PERCENT;
  return (
    <AppModal show={show && summary !== null} onHide={onHide} centered aria-labelledby="evaluation-result-title" data-testid="evaluation-result-modal">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="evaluation-result-title" as="h2" className="h5">
          평가 결과 · {sectionTitle}
        </Modal.Title>
      </Modal.Header>
      {summary ? (
        <Modal.Body>
          <div className="d-flex align-items-end justify-content-between gap-3 mb-3">
            <div>
              <div className="dodam-score-big" data-testid="evaluation-score">
                {Math.round(percentage)}점
              </div>
              <div className="text-body-secondary">
                {summary.totalCount}문제 중 {summary.correctCount}문제 정답
              </div>
            </div>
            <span className={`badge fs-5 text-bg-${GRADE_BADGE[summary.grade]}`} data-testid="evaluation-grade">
              {summary.grade}
            </span>
          </div>
          <ProgressMeter
            value={percentage}
            variant={scoreVariant(percentage)}
            showValue
            label="평가 점수"
            className="mb-3"
            height="1.25rem"
            data={{ 'data-variant': scoreVariant(percentage) }}
          />
          <p className="mb-3">{summary.feedback}</p>
          {passed ? null : (
            <div className="border rounded p-3" data-testid="study-guide">
              <h3 className="h6">이렇게 복습해 보세요</h3>
              <ol className="mb-0 ps-3 small">
                <li>
                  <Link to={studyLinks.video} onClick={onHide}>
                    기본 학습
                  </Link>
                  에서 슬라이드와 핵심 요약을 다시 읽어요.
                </li>
                <li>
                  <Link to={studyLinks.practice} onClick={onHide}>
                    실습
                  </Link>
                  에서 비슷한 문제를 직접 풀어 보고, 막히면 AI 튜터에게 물어봐요.
                </li>
                <li>틀린 문제의 힌트와 채점 결과를 확인한 뒤 다시 풀어 봐요.</li>
              </ol>
            </div>
          )}
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          닫기
        </Button>
        <FocusSafeButton variant={passed ? 'outline-primary' : 'primary'} onClick={onRetry} inactive={retrying}>
          {retrying ? <Spinner size="sm" animation="border" aria-hidden="true" className="me-1" /> : null}
          다시 풀기
        </FocusSafeButton>
        {nextAction && passed ? (
          <Button variant="primary" onClick={nextAction.onClick}>
            {nextAction.label}
          </Button>
        ) : null}
      </Modal.Footer>
    </AppModal>
  );
}
