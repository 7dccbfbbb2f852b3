// One small field per input() value (spec section 4): filled one by one; Enter moves to the next
// value (on the last one it runs), Shift+Enter to the previous, always within bounds.
import { useRef, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { clampInputIndex, countFilled } from '@dodam/contracts';

export interface InputChipsProps {
  values: readonly string[];
  onChange: (index: number, value: string) => void;
  /** Enter on the last value. */
  onSubmit?: () => void;
  disabled?: boolean;
  /** Hint shown under the chips (e.g. that empty values can be typed in the console). */
  hint?: string;
}

export function InputChips({ values, onChange, onSubmit, disabled = false, hint }: InputChipsProps) {
  const fields = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const target = fields.current[clampInputIndex(index, values.length)];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends a Korean IME composition is not a command.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.shiftKey) focus(index - 1);
    else if (index === values.length - 1) onSubmit?.();
    else focus(index + 1);
  };

  const activeIndex = () => {
    const i = fields.current.findIndex((f) => f === document.activeElement);
    return i < 0 ? 0 : i;
  };

  return (
    <fieldset className="dodam-wb-inputs" disabled={disabled}>
      <legend className="dodam-wb-inputs-legend">
        입력값 <span className="text-body-secondary">({countFilled(values)}/{values.length})</span>
      </legend>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {values.map((value, index) => (
          <label key={index} className={`dodam-wb-chip${value === '' ? '' : ' is-filled'}`}>
            <span className="dodam-wb-chip-index" aria-hidden="true">
              {index + 1}
            </span>
            <Form.Control
              ref={(el: HTMLInputElement | null) => {
                fields.current[index] = el;
              }}
              size="sm"
              value={value}
              onChange={(e) => onChange(index, e.target.value)}
              onKeyDown={onKeyDown(index)}
              aria-label={`입력값 ${index + 1}`}
              placeholder={`입력 ${index + 1}`}
              autoComplete="off"
              spellCheck={false}
            />
          </label>
        ))}
        {values.length > 1 ? (
          <span className="d-inline-flex gap-1">
            <Button size="sm" variant="outline-secondary" aria-label="이전 입력값" onClick={() => focus(activeIndex() - 1)}>
              ‹
            </Button>
            <Button size="sm" variant="outline-secondary" aria-label="다음 입력값" onClick={() => focus(activeIndex() + 1)}>
              ›
            </Button>
          </span>
        ) : null}
      </div>
      {hint ? <div className="form-text dodam-wb-inputs-hint">{hint}</div> : null}
    </fieldset>
  );
}
