// The school's 교시 timetable editor (issue 22): set once by the admin; the class schedule picker
// offers the periods and every screen names a class time that matches one ("월 6교시").
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { MAX_PERIODS, schoolTimetableSchema, type SchoolPeriod } from '@dodam/contracts';
import { errorMessage } from '@/lib/api/client';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { TimeRangeInputs } from './time-range-inputs';
import { TIMETABLE_KEY, fetchTimetable, saveTimetable } from './timetable';

export function TimetableCard() {
  const timetable = useQuery({ queryKey: TIMETABLE_KEY, queryFn: fetchTimetable });
  return (
    <Card className="mb-3">
      <Card.Body>
        <h3 className="h6" id="timetable-heading">
          교시 시간표
        </h3>
        <p className="small text-body-secondary mb-2">학교의 교시별 시작·종료 시간입니다. 과정 일정을 정할 때 「6교시 (13:40–14:30)」처럼 고를 수 있고, 일정이 교시와 맞으면 학생·강사 화면에 교시로 표시됩니다.</p>
        {timetable.isPending ? (
          <Spinner size="sm" aria-label="교시 시간표를 불러오는 중" />
        ) : timetable.isError ? (
          <Alert variant="danger">{errorMessage(timetable.error)}</Alert>
        ) : (
          <TimetableForm initial={timetable.data.periods} />
        )}
      </Card.Body>
    </Card>
  );
}

/** "09:00" plus minutes, kept within the day. */
function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function TimetableForm({ initial }: { initial: SchoolPeriod[] }) {
  const queryClient = useQueryClient();
  const [periods, setPeriods] = useState<SchoolPeriod[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const startRefs = useRef<(HTMLInputElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const save = useMutation({
    mutationFn: () => saveTimetable({ periods }),
    onSuccess: (data) => {
      setPeriods(data.periods);
      queryClient.setQueryData(TIMETABLE_KEY, data);
      // Class schedules are shown with their 교시.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
    },
  });

  const edit = (next: SchoolPeriod[]) => {
    setPeriods(next);
    setErrors({});
    save.reset();
  };
  const setTime = (i: number, part: 'start' | 'end', value: string) => edit(periods.map((p, j) => (j === i ? { ...p, [part]: value } : p)));
  const add = () => {
    const last = periods.at(-1);
    // Next period after a 10-minute break, 45 minutes long (a Korean middle-school period).
    const start = last ? addMinutes(last.end, 10) : '09:00';
    edit([...periods, { start, end: addMinutes(start, 45) }]);
    setTimeout(() => startRefs.current[periods.length]?.focus(), 0);
  };
  const remove = (i: number) => {
    edit(periods.filter((_, j) => j !== i));
    // Focus stays in the list: the row that moved up, else the previous one, else 교시 추가.
    setTimeout(() => (startRefs.current[Math.min(i, periods.length - 2)] ?? addRef.current)?.focus(), 0);
  };
  const submit = () => {
    const parsed = schoolTimetableSchema.safeParse({ periods });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const i = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
        const key = i >= 0 ? String(i) : 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = Object.keys(next).map(Number).find((n) => !Number.isNaN(n));
      if (first !== undefined) startRefs.current[first]?.focus();
      return;
    }
    save.mutate();
  };

  return (
    <Form
      noValidate
      aria-labelledby="timetable-heading"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {periods.length === 0 && <p className="small mb-2">아직 교시가 없습니다. 「교시 추가」로 1교시부터 입력해 주세요.</p>}
      <ol className="list-unstyled mb-2">
        {periods.map((p, i) => {
          const error = errors[String(i)];
          const errorId = `timetable-error-${i}`;
          return (
            <li key={i} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <span className="fw-semibold" style={{ minWidth: '3.5rem' }}>
                {i + 1}교시
              </span>
              <TimeRangeInputs
                label={`${i + 1}교시`}
                start={p.start}
                end={p.end}
                onChange={(part, value) => setTime(i, part, value)}
                errorId={error ? errorId : undefined}
                startRef={(el: HTMLInputElement | null) => {
                  startRefs.current[i] = el;
                }}
              />
              <Button size="sm" variant="outline-danger" onClick={() => remove(i)} aria-label={`${i + 1}교시 삭제`}>
                삭제
              </Button>
              {error && (
                <div id={errorId} className="small text-danger w-100">
                  {error}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {errors.form && <div className="small text-danger mb-2">{errors.form}</div>}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <FocusSafeButton ref={addRef} size="sm" variant="outline-secondary" onClick={add} inactive={periods.length >= MAX_PERIODS}>
          교시 추가
        </FocusSafeButton>
        <FocusSafeButton type="submit" size="sm" variant="outline-primary" inactive={save.isPending}>
          {save.isPending ? '저장 중…' : '시간표 저장'}
        </FocusSafeButton>
        {save.isSuccess && (
          <span role="status" className="small text-success">
            교시 시간표를 저장했습니다.
          </span>
        )}
      </div>
      {save.isError && (
        <Alert variant="danger" className="mt-2 mb-0">
          {errorMessage(save.error)}
        </Alert>
      )}
    </Form>
  );
}
