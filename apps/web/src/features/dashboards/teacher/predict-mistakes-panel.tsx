// '자주 고른 오답': the wrong choices the class picks in the lessons' '예측해 보기' questions, each with
// the misconception it shows (named in the lesson), most picked first. Self-contained: it loads its
// own figure for the chosen course.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import { teacherPredictMistakesSchema } from '@dodam/contracts/teacher';
import { apiRequest, errorMessage } from '@/lib/api/client';

const usePredictMistakes = (courseId: string | null) =>
  useQuery({
    queryKey: ['teacher', 'predict-mistakes', courseId ?? ''],
    queryFn: ({ signal }) => apiRequest(`/teacher/courses/${encodeURIComponent(courseId ?? '')}/predict-mistakes`, { schema: teacherPredictMistakesSchema, signal }),
    enabled: courseId !== null,
  });

export function PredictMistakesPanel({ courses }: { courses: { course_id: string; course_name: string }[] }) {
  const [courseId, setCourseId] = useState<string | null>(courses[0]?.course_id ?? null);
  const figure = usePredictMistakes(courseId);
  const mistakes = figure.data?.mistakes ?? [];
  return (
    <section aria-labelledby="predict-mistakes-title" className="mb-4" data-testid="predict-mistakes-panel">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-end mb-2">
        <h2 id="predict-mistakes-title" className="h5 mb-0">
          자주 고른 오답 <span className="text-body-secondary fs-6">(강의의 예측해 보기)</span>
        </h2>
        {courses.length > 1 && (
          <Form.Select size="sm" className="w-auto" aria-label="자주 고른 오답 과정" value={courseId ?? ''} onChange={(e) => setCourseId(e.target.value)}>
            {courses.map((c) => (
              <option key={c.course_id} value={c.course_id}>
                {c.course_name}
              </option>
            ))}
          </Form.Select>
        )}
      </div>
      {figure.isPending && courseId && <Spinner animation="border" size="sm" role="status" aria-label="불러오는 중" />}
      {figure.isError && <Alert variant="danger">자주 고른 오답을 불러오지 못했습니다: {errorMessage(figure.error)}</Alert>}
      {figure.data && mistakes.length === 0 && <p className="text-body-secondary small">아직 예측해 보기에서 고른 오답이 없어요.</p>}
      {mistakes.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">섹션</th>
                <th scope="col">문제 코드 (첫 줄)</th>
                <th scope="col">고른 오답</th>
                <th scope="col">오해</th>
                <th scope="col" className="text-end">고른 학생</th>
              </tr>
            </thead>
            <tbody>
              {mistakes.map((m) => (
                <tr key={`${m.section_id}/${m.question_id}/${m.choice}`}>
                  <td>{m.section_title}</td>
                  <td>
                    <code>{m.code_preview}</code>
                  </td>
                  <td>
                    <code style={{ whiteSpace: 'pre-wrap' }}>{m.choice}</code>
                  </td>
                  <td>{m.misconception ?? '—'}</td>
                  <td className="text-end">
                    {m.picked_by}명 / {m.students}명
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
