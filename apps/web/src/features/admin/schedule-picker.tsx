import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { TIME_SLOTS, WEEKDAYS_KO, periodLabel, type SchoolPeriod, type Weekday } from '@dodam/contracts';
import { TimeRangeInputs } from './time-range-inputs';

export type ClassTime = Partial<Record<Weekday, { start: string; end: string }>>;

interface SchedulePickerProps {
  days: Weekday[];
  times: ClassTime;
  onChange: (days: Weekday[], times: ClassTime) => void;
  /** Field errors keyed 'dayOfWeek' or 'classTime.<day>'. */
  errors: Record<string, string>;
  /** The school's 교시 timetable (admin setting): each day offers "N교시 (13:40–14:30)". */
  periods: readonly SchoolPeriod[];
}

/**
 * Weekday toggles, then per selected day a 교시 choice (the school's timetable) and start/end times:
 * any minute, the spec's 30-minute slots (09:00–21:30) offered as suggestions.
 */
export function SchedulePicker({ days, times, onChange, errors, periods }: SchedulePickerProps) {
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
  const setPeriod = (day: Weekday, index: string) => {
    const period = periods[Number(index)];
    if (index !== '' && period) onChange(days, { ...times, [day]: { start: period.start, end: period.end } });
  };
  const periodIndex = (day: Weekday) => {
    const t = times[day];
    if (!t?.start || !t.end) return '';
    const i = periods.findIndex((p) => p.start === t.start && p.end === t.end);
    return i >= 0 ? String(i) : '';
  };

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
      <datalist id="class-time-slots">
        {TIME_SLOTS.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {days.map((day) => {
        const error = errors[`classTime.${day}`];
        const errorId = `class-time-error-${day}`;
        const span = times[day]?.start && times[day]?.end ? periodLabel(periods, times[day]) : null;
        return (
          <div key={day} className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <span className="fw-semibold" style={{ minWidth: '3rem' }}>
              {day}요일
            </span>
            {periods.length > 0 && (
              <Form.Select size="sm" className="w-auto" aria-label={`${day}요일 교시`} value={periodIndex(day)} onChange={(e) => setPeriod(day, e.target.value)}>
                <option value="">{span ?? '교시 선택'}</option>
                {periods.map((p, i) => (
                  <option key={i} value={String(i)}>
                    {`${i + 1}교시 (${p.start}–${p.end})`}
                  </option>
                ))}
              </Form.Select>
            )}
            <TimeRangeInputs label={`${day}요일`} start={times[day]?.start ?? ''} end={times[day]?.end ?? ''} onChange={(part, value) => setTime(day, part, value)} errorId={error ? errorId : undefined} list="class-time-slots" />
            {error && (
              <div id={errorId} className="small text-danger w-100">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
