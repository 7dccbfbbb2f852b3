import type { KeyboardEvent } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';

// react-bootstrap's Modal with the two keyboard guarantees WCAG asks of a dialog (ADR 014):
// - Tab and Shift+Tab wrap around inside the dialog (Bootstrap only pulls focus back after it has
//   left, so Tab from the last control went to the browser first);
// - when the dialog closes, focus returns to the element that opened it, or — if that element is
//   gone (the dialog's action replaced the screen) — to the page's main region, never to <body>.
// Use it wherever a Modal would be used; Modal.Header/Body/Footer stay as they are.

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The dialog's focusable controls in Tab order (all are tabindex 0 or natural in this app). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'),
  );
}

export interface AppModalProps extends ModalProps {
  /** Where focus goes when the opener no longer exists; defaults to the page's <main>. */
  fallbackFocus?: () => HTMLElement | null;
}

function focusFallback(fallback?: () => HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const target = fallback?.() ?? document.querySelector<HTMLElement>('main, [role="main"]');
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function AppModal({ fallbackFocus, onKeyDown, onExited, ...props }: AppModalProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    // The code editor uses Tab for indentation and marks it handled; leave that alone.
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const items = tabbables(event.currentTarget);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <Modal
      {...props}
      onKeyDown={handleKeyDown}
      onExited={(node) => {
        onExited?.(node);
        // Bootstrap restores focus to the opener first; check after it had its turn.
        setTimeout(() => focusFallback(fallbackFocus), 0);
      }}
    />
  );
}
