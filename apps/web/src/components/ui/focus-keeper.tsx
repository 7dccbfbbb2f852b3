// Focus never falls to <body> (issue 21, ADR 014). Two app-wide rules:
// 1. A route change leaves focus on the new screen's main heading when it would otherwise be lost
//    (the clicked control went away with the old screen).
// 2. When the focused control disappears, is disabled or hidden (an edit button replaced by its
//    form, a wizard's 다음 on the last step, the last slide, the end of a replay, a drawer closing),
//    focus moves to the nearest surviving place: a heading of the nearest surviving container, else
//    its first control, else the main heading. A click on empty page space is left alone.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function lost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || !active.isConnected;
}

function visible(el: Element): boolean {
  const box = (el as HTMLElement).getBoundingClientRect();
  return box.width > 0 || box.height > 0;
}

function focusHeading(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: false });
}

/** The main heading of the screen (the topmost h1, else the first h2), if any. */
function mainHeading(): HTMLElement | null {
  const scope = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]') ?? document.querySelector<HTMLElement>('main') ?? document.body;
  return scope.querySelector<HTMLElement>('h1') ?? scope.querySelector<HTMLElement>('h2') ?? document.querySelector<HTMLElement>('h1');
}

function usable(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled && visible(el);
}

function refocus(ancestors: HTMLElement[]): void {
  const container = ancestors.find((a) => a.isConnected && a !== document.body && visible(a));
  if (container) {
    const heading = container.querySelector<HTMLElement>('h1, h2, h3, h4, h5');
    if (heading && visible(heading)) return focusHeading(heading);
    const control = [...container.querySelectorAll(FOCUSABLE)].find(usable);
    if (control) return control.focus();
  }
  const heading = mainHeading();
  if (heading) focusHeading(heading);
}

export function FocusKeeper() {
  const { pathname } = useLocation();
  const first = useRef(true);

  // Rule 1: after a route change (not the first load), once the new screen has its heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (!lost()) return window.clearInterval(timer);
      const heading = mainHeading();
      if (heading) {
        window.clearInterval(timer);
        focusHeading(heading);
      } else if (tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);

  // Rule 2: the focused control went away.
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const ancestors: HTMLElement[] = [];
      for (let el = target.parentElement; el; el = el.parentElement) ancestors.push(el);
      // After React has committed and the browser has settled focus.
      window.setTimeout(() => {
        if (!lost() || !document.hasFocus()) return;
        const gone = !target.isConnected || (target as HTMLButtonElement).disabled || !visible(target);
        if (gone) refocus(ancestors);
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);

  return null;
}
