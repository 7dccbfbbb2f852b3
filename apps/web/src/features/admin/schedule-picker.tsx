import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { TIME_SLOTS, WEEKDAYS_KO, type Weekday } from '@dodam/contracts';

export type ClassTime = Partial<Record<Weekday, { start: string; end: string }>>;

interface SchedulePickerProps {
  days: Weekday[];
  times: ClassTime;
  onChange: (days: Weekday[], times: ClassTime) => void;
  /** Field errors keyed 'dayOfWeek' or 'classTime.<day>'. */
  errors: Record<string, string>;
}

/** Weekday toggles, then a start/end slot pair per selected day (30-minute slots, 09:00–21:30). */
export function SchedulePicker({ days, times, onChange, errors }: SchedulePickerProps) {
  const toggle = (day: Weekday) => {
    if (days.includes(day)) {
      // Unselecting a day drops its times (spec section 5).
      const rest = { ...times };
      delete rest[day];
      onChange(
        days.filter((d) => d !== day),
        rest,
      );
    } else {
      onChange(
        WEEKDAYS_KO.filter((d) => d === day || days.includes(d)),
        { ...times, [day]: times[day] ?? { start: '', end: '' } },
      );
    }
  };
  const setTime = (day: Weekday, part: 'start' | 'end', value: string) => onChange(days, { ...times, [day]: { start: '', end: '', ...times[day], [part]: value } });

  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">수업 요일</legend>
      <ButtonGroup className="weekday-toggle flex-wrap mb-1" aria-label="수업 요일 선택">
        {WEEKDAYS_KO.map((day) => (
          <Button key={day} variant={days.includes(day) ? 'primary' : 'outline-primary'} aria-pressed={days.includes(day)} onClick={() => toggle(day)}>
            {day}
          </Button>
        ))}
      </ButtonGroup>
      {errors.dayOfWeek && <div className="small text-danger mb-2">{errors.dayOfWeek}</div>}
      {days.map((day) => (
        <div key={day} className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <span className="fw-semibold" style={{ minWidth: '3rem' }}>
            {day}요일
          </span>
          <Form.Select size="sm" className="w-auto" aria-label={`${day}요일 시작 시간`} value={times[day]?.start ?? ''} onChange={(e) => setTime(day, 'start', e.target.value)} isInvalid={Boolean(errors[`classTime.${day}`])}>
            <option value="">시작</option>
            {TIME_SLOTS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Form.Select>
          <span aria-hidden="true">~</span>
          <Form.Select size="sm" className="w-auto" aria-label={`${day}요일 종료 시간`} value={times[day]?.end ?? ''} onChange={(e) => setTime(day, 'end', e.target.value)} isInvalid={Boolean(errors[`classTime.${day}`])}>
            <option value="">종료</option>
            {TIME_SLOTS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Form.Select>
          {errors[`classTime.${day}`] && <div className="small text-danger w-100">{errors[`classTime.${day}`]}</div>}
        </div>
      ))}
    </fieldset>
  );
}
