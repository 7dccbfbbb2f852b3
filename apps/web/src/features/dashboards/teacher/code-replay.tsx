// Code replay: the submissions of one problem in order, stepped through like a recording, with each
// verdict, the first failing test and the error.
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { testStatusLabel } from '@dodam/contracts';
import type { TeacherStudentDetail } from '@dodam/contracts/teacher';
import { formatDateTime } from '@/lib/format';

type Submission = TeacherStudentDetail['evaluations'][number]['submissions'][number] & { section_title: string; attempt: number };

export function CodeReplay({ evaluations }: { evaluations: TeacherStudentDetail['evaluations'] }) {
  const byProblem = useMemo(() => {
    const map = new Map<string, Submission[]>();
    for (const e of evaluations)
      for (const s of e.submissions) {
        const key = `${e.section_id}/${s.problem_id}`;
        map.set(key, [...(map.get(key) ?? []), { ...s, section_title: e.section_title, attempt: e.attempt }]);
      }
    return [...map.entries()];
  }, [evaluations]);
  const [problem, setProblem] = useState(0);
  const [step, setStep] = useState(0);
  if (byProblem.length === 0) return <p className="text-body-secondary small">아직 제출한 평가 답안이 없어요.</p>;
  const [, subs] = byProblem[Math.min(problem, byProblem.length - 1)]!;
  const at = Math.min(step, subs.length - 1);
  const s = subs[at]!;
  return (
    <div data-testid="code-replay">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="다시 볼 문제"
          value={problem}
          onChange={(e) => {
            setProblem(Number(e.target.value));
            setStep(0);
          }}
        >
          {byProblem.map(([key, list], i) => (
            <option key={key} value={i}>
              {list[0]!.section_title} · {list[0]!.problem_title} ({list.length}회)
            </option>
          ))}
        </Form.Select>
        <div className="btn-group" role="group" aria-label="제출 이동">
          <Button size="sm" variant="outline-secondary" onClick={() => setStep(at - 1)} disabled={at === 0}>
            이전 제출
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setStep(at + 1)} disabled={at === subs.length - 1}>
            다음 제출
          </Button>
        </div>
        <span className="small" aria-live="polite">
          {at + 1} / {subs.length}번째 제출 · {formatDateTime(s.created_at)} · {s.attempt}회차 평가
        </span>
      </div>
      <div className="mb-2 d-flex flex-wrap gap-2 align-items-center">
        <Badge bg={s.correct ? 'success' : 'danger'}>{s.correct ? '정답' : '오답'}</Badge>
        <span className="small">
          테스트 {s.passed} / {s.total} 통과
          {s.failing_test ? ` · ${s.failing_test.index}번 테스트 실패 (${testStatusLabel(s.failing_test.status)})` : ''}
        </span>
      </div>
      <pre className="teacher-code" tabIndex={0} aria-label="제출한 코드" data-testid="replay-code">
        <code>{s.code}</code>
      </pre>
      {/* The example run's output up to the error, then the error (a print before an exception is kept). */}
      {s.error && s.output ? <pre className="teacher-code small mb-0" data-testid="replay-output">{s.output}</pre> : null}
      {s.error && <pre className="teacher-code text-danger small">{s.error}</pre>}
      {!s.error && s.output && (
        <details>
          <summary className="small">예시 입력 실행 결과</summary>
          <pre className="teacher-code small">{s.output}</pre>
        </details>
      )}
    </div>
  );
}
