// The teacher's plan for a class (issue 22): 오늘의 학습 (students open it from their dashboard),
// sections locked ahead (visible to students, not openable) and evaluation due dates (late work is
// accepted and marked 기한 후 제출). Due dates are entered and shown in Korea time.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatSeoulDateTime, type ClassPlan } from '@dodam/contracts';
import { AppModal } from '@/components/ui/app-modal';
import { errorMessage } from '@/lib/api/client';
import { fetchClassPlan, planKey, saveClassPlan } from './api';

interface Row {
  section_id: string;
  title: string;
  order: number;
  locked: boolean;
  /** datetime-local value in Korea time, '' for none. */
  due: string;
}

const toRows = (plan: ClassPlan): Row[] =>
  plan.sections.map((s) => ({ section_id: s.section_id, title: s.title, order: s.order, locked: s.locked, due: s.due_at ? formatSeoulDateTime(s.due_at).replace(' ', 'T') : '' }));

export function ClassPlanModal({ courseId, courseName, onClose }: { courseId: string; courseName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const plan = useQuery({ queryKey: planKey(courseId), queryFn: ({ signal }) => fetchClassPlan(courseId, signal) });
  // The teacher's unsaved edits; null shows the plan as loaded (or as just saved).
  const [draft, setDraft] = useState<{ current: string; rows: Row[] } | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = draft ?? (plan.data ? { current: plan.data.current_section_id ?? '', rows: toRows(plan.data) } : { current: '', rows: [] });
  const { current, rows } = shown;
  const setRows = (edit: (list: Row[]) => Row[]) => setDraft((d) => {
    const base = d ?? shown;
    return { ...base, rows: edit(base.rows) };
  });
  const save = useMutation({
    mutationFn: () => saveClassPlan(courseId, { current_section_id: current || null, sections: rows.filter((r) => r.locked || r.due).map((r) => ({ section_id: r.section_id, locked: r.locked, due_at: r.due || null })) }),
    onSuccess: (data) => {
      queryClient.setQueryData(planKey(courseId), data);
      setDraft(null);
      setSaved(true);
    },
  });
  const change = (id: string, patch: Partial<Row>) => {
    setSaved(false);
    setRows((list) => list.map((r) => (r.section_id === id ? { ...r, ...patch } : r)));
  };
  const currentOrder = rows.find((r) => r.section_id === current)?.order ?? -1;
  const lockAfterToday = () => {
    setSaved(false);
    setRows((list) => list.map((r) => ({ ...r, locked: r.order > currentOrder })));
  };

  return (
    <AppModal show onHide={onClose} size="lg" centered aria-labelledby="class-plan-title">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="class-plan-title" className="h5">
            {courseName} 수업 계획
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {plan.isPending && <Spinner size="sm" role="status" aria-label="수업 계획을 불러오는 중" />}
          {plan.isError && <Alert variant="danger">수업 계획을 불러오지 못했습니다: {errorMessage(plan.error)}</Alert>}
          {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
          {saved && (
            <Alert variant="success" role="status">
              수업 계획을 저장했습니다. 학생 화면에 바로 반영됩니다.
            </Alert>
          )}
          {plan.data && (
            <>
              <Form.Group controlId="plan-today" className="mb-3">
                <Form.Label>오늘의 학습</Form.Label>
                <Form.Select
                  value={current}
                  onChange={(e) => {
                    setSaved(false);
                    // Today's section cannot stay locked.
                    setDraft({ current: e.target.value, rows: rows.map((r) => (r.section_id === e.target.value ? { ...r, locked: false } : r)) });
                  }}
                >
                  <option value="">정하지 않음</option>
                  {rows.map((r) => (
                    <option key={r.section_id} value={r.section_id}>
                      {r.order + 1}. {r.title}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text>학생 대시보드의 &lsquo;오늘의 학습&rsquo; 카드가 이 섹션을 엽니다.</Form.Text>
              </Form.Group>
              <div className="d-flex justify-content-between align-items-center mb-2">
                <h3 className="h6 mb-0">섹션별 잠금과 평가 마감 (한국 시간)</h3>
                <Button size="sm" variant="outline-secondary" onClick={lockAfterToday} disabled={!current}>
                  오늘 이후 섹션 모두 잠그기
                </Button>
              </div>
              <Table size="sm" className="align-middle small" data-testid="plan-table">
                <thead>
                  <tr>
                    <th scope="col">섹션</th>
                    <th scope="col">잠금</th>
                    <th scope="col">평가 마감</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const label = `${r.order + 1}. ${r.title}`;
                    return (
                      <tr key={r.section_id} data-testid={`plan-row-${r.section_id}`}>
                        <th scope="row" className="fw-normal">
                          {label}
                          {r.section_id === current && <span className="badge text-bg-primary ms-2">오늘</span>}
                        </th>
                        <td>
                          <Form.Check
                            type="switch"
                            id={`plan-lock-${r.section_id}`}
                            aria-label={`${label} 잠금`}
                            checked={r.locked}
                            disabled={r.section_id === current}
                            onChange={(e) => change(r.section_id, { locked: e.target.checked })}
                          />
                        </td>
                        <td>
                          <Form.Control size="sm" type="datetime-local" aria-label={`${label} 평가 마감`} value={r.due} onChange={(e) => change(r.section_id, { due: e.target.value })} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            닫기
          </Button>
          <Button type="submit" disabled={!plan.data || save.isPending}>
            {save.isPending ? '저장 중…' : '저장'}
          </Button>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
