import { forwardRef, type MouseEvent } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

// A button that can be unavailable without dropping keyboard focus (ADR 014). A `disabled` button
// loses focus the moment it turns disabled — a busy Run, 제출하기 or completion toggle sent a
// keyboard or screen-reader user back to <body>. This one stays focusable and announced as
// unavailable (aria-disabled) and ignores activation while `inactive`.
export interface FocusSafeButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Unavailable: looks disabled, says so to assistive technology, ignores clicks and Enter/Space. */
  inactive?: boolean;
}

export const FocusSafeButton = forwardRef<HTMLButtonElement, FocusSafeButtonProps>(function FocusSafeButton(
  { inactive = false, onClick, className, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      // Also keeps a type="submit" button from submitting its form.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      ref={ref}
      {...rest}
      aria-disabled={inactive || undefined}
      className={`${className ?? ''}${inactive ? ' dodam-inactive' : ''}`.trim() || undefined}
      onClick={handleClick}
    />
  );
});
