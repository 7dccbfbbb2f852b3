// Per evaluation problem: success figures and the most common failure clusters with example code.
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@/lib/api/client';
import { useTeacherProblems } from './api';

const PROBLEMS_SHOWN = 8;

export function ProblemsPanel({ courses }: { courses: { course_id: string; course_name: string }[] }) {
  const [courseId, setCourseId] = useState<string | null>(courses[0]?.course_id ?? null);
  const problems = useTeacherProblems(courseId);
  const [all, setAll] = useState(false);
  // Hardest first (lowest eventual, then first-try success), so the top of the list is what to reteach.
  const tried = (problems.data?.problems.filter((p) => p.students_tried > 0) ?? []).sort(
    (a, b) => a.eventually_correct_pct - b.eventually_correct_pct || a.first_try_correct_pct - b.first_try_correct_pct,
  );
  const shown = all ? tried : tried.slice(0, PROBLEMS_SHOWN);
  return (
    <section aria-labelledby="problems-title" className="mb-4" data-testid="problems-panel">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-end mb-2">
        <h2 id="problems-title" className="h5 mb-0">
          문제별 분석 <span className="text-body-secondary fs-6">(어려운 문제부터)</span>
        </h2>
        {courses.length > 1 && (
          <Form.Select size="sm" className="w-auto" aria-label="문제 분석 과정" value={courseId ?? ''} onChange={(e) => setCourseId(e.target.value)}>
            {courses.map((c) => (
              <option key={c.course_id} value={c.course_id}>
                {c.course_name}
              </option>
            ))}
          </Form.Select>
        )}
      </div>
      {problems.isPending && courseId && <Spinner animation="border" size="sm" role="status" aria-label="불러오는 중" />}
      {problems.isError && <Alert variant="danger">문제 분석을 불러오지 못했습니다: {errorMessage(problems.error)}</Alert>}
      {problems.data && tried.length === 0 && <p className="text-body-secondary small">아직 제출된 평가 답안이 없어요.</p>}
      {tried.length > 0 && (
        <Accordion alwaysOpen>
          {shown.map((p) => (
            <Accordion.Item key={`${p.section_id}/${p.problem_id}`} eventKey={`${p.section_id}/${p.problem_id}`}>
              <Accordion.Header>
                <span className="me-2">
                  {p.section_title} · {p.problem_title}
                </span>
                <span className="small text-body-secondary">
                  {p.students_tried}명 · 첫 시도 정답 {p.first_try_correct_pct}% · 최종 정답 {p.eventually_correct_pct}% · 평균 {p.mean_attempts}회
                </span>
              </Accordion.Header>
              <Accordion.Body>
                {p.clusters.length === 0 ? (
                  <p className="small mb-0">틀린 제출이 없어요.</p>
                ) : (
                  p.clusters.map((c) => (
                    <div key={c.label} className="mb-3">
                      <div className="fw-semibold small">
                        {c.label} <span className="text-body-secondary">— {c.count}회, 학생 {c.students}명</span>
                      </div>
                      <div className="small text-body-secondary">예시: {c.example.name} ({c.example.username})</div>
                      <pre className="teacher-code" tabIndex={0} aria-label={`${c.label} 예시 코드`}>
                        <code>{c.example.code}</code>
                      </pre>
                    </div>
                  ))
                )}
              </Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {tried.length > PROBLEMS_SHOWN && (
        <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? '어려운 문제만 보기' : `문제 ${tried.length}개 모두 보기`}
        </Button>
      )}
    </section>
  );
}
