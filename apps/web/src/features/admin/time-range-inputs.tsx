import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';

interface TimeRangeInputsProps {
  /** Names the pair: "{label} 시작 시간" and "{label} 종료 시간". */
  label: string;
  start: string;
  end: string;
  onChange: (part: 'start' | 'end', value: string) => void;
  /** The id of the error text tied to both inputs, when there is an error. */
  errorId?: string | undefined;
  /** A <datalist> id with suggested times. */
  list?: string;
  startRef?: Ref<HTMLInputElement>;
}

/** A start–end pair of time inputs (any minute), shared by the class schedule and the 교시 timetable. */
export function TimeRangeInputs({ label, start, end, onChange, errorId, list, startRef }: TimeRangeInputsProps) {
  const common = { type: 'time', size: 'sm', className: 'w-auto', list, isInvalid: Boolean(errorId), 'aria-describedby': errorId } as const;
  return (
    <>
      <Form.Control {...common} ref={startRef} aria-label={`${label} 시작 시간`} value={start} onChange={(e) => onChange('start', e.target.value)} />
      <span aria-hidden="true">~</span>
      <Form.Control {...common} aria-label={`${label} 종료 시간`} value={end} onChange={(e) => onChange('end', e.target.value)} />
    </>
  );
}
