// Is a new version of the app waiting? Set by lib/offline/sw-register.ts (loaded after the first
// render), read by the prompt (components/ui/update-prompt.tsx) that is part of the shell.
import { useSyncExternalStore } from 'react';

let updateWaiting = false;
let activate: (() => void) | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A new version waits; `apply` is what the prompt's button does. Exported for tests. */
export function reportUpdateWaiting(apply: () => void): void {
  activate = apply;
  updateWaiting = true;
  emit();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** The student chose to reload into the new version. */
export function applyUpdate(): void {
  if (activate) activate();
  else window.location.reload();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isUpdateWaiting,
    isUpdateWaiting,
  );
}
