// Form errors tied to their fields everywhere (issue 21): a control Bootstrap marks invalid
// (`.is-invalid`, react-bootstrap's isInvalid) gets aria-invalid="true" and its error text
// (`.invalid-feedback` in the same group) in aria-describedby; both go away with the error. One
// app-wide observer, so every form — and any form added later — follows the rule.
import { useEffect } from 'react';

const CONTROL = 'input, select, textarea';
let counter = 0;

function feedbackFor(control: Element): HTMLElement | null {
  const group = control.closest('.mb-3, .mb-4, .mb-2, .form-group, .input-group, [class*="col"], fieldset, form') ?? control.parentElement;
  return group?.querySelector<HTMLElement>('.invalid-feedback') ?? null;
}

/** Bring aria-invalid / aria-describedby of every control under `root` in line with its error state. */
export function linkFieldErrors(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>(CONTROL)) {
    const invalid = control.classList.contains('is-invalid');
    const feedback = invalid ? feedbackFor(control) : null;
    const linked = control.dataset.dodamErrorId;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (invalid) {
      if (control.getAttribute('aria-invalid') !== 'true') control.setAttribute('aria-invalid', 'true');
      if (feedback && (feedback.textContent ?? '').trim()) {
        if (!feedback.id) feedback.id = `dodam-field-error-${++counter}`;
        if (!ids.includes(feedback.id)) control.setAttribute('aria-describedby', [...ids, feedback.id].join(' '));
        control.dataset.dodamErrorId = feedback.id;
      }
    }
    if (!invalid && linked) {
      const rest = ids.filter((id) => id !== linked);
      if (rest.length !== ids.length) {
        if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
        else control.removeAttribute('aria-describedby');
      }
      delete control.dataset.dodamErrorId;
      control.removeAttribute('aria-invalid');
    }
  }
}

export function FieldErrorLinker() {
  useEffect(() => {
    let queued = false;
    const run = () => {
      queued = false;
      linkFieldErrors(document);
    };
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(run);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
    run();
    return () => observer.disconnect();
  }, []);
  return null;
}
