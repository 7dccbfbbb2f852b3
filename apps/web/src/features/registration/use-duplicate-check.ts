import { useCallback, useEffect, useRef, useState } from 'react';
import { DUPLICATE_CHECK_DEBOUNCE_MS, MSG, shouldCheckDuplicate } from '@dodam/contracts';
import { checkDuplicate, type DuplicateField } from './api';
import { IDLE, resultFromResponse, visibleResult, type CheckResult } from './duplicate-check';

/**
 * Debounced live duplicate check (1 s after the last keystroke, from 3 characters). `ensure`
 * checks the current value right away, for the step-1 validation that must not trust a check
 * that has not run yet.
 */
export function useDuplicateCheck(field: DuplicateField, value: string) {
  const [result, setResult] = useState<CheckResult>(IDLE);
  const latest = useRef<CheckResult>(IDLE);
  const inflight = useRef<{ value: string; promise: Promise<CheckResult>; controller: AbortController } | null>(null);

  const run = useCallback(
    (trimmed: string): Promise<CheckResult> => {
      if (inflight.current?.value === trimmed) return inflight.current.promise;
      inflight.current?.controller.abort();
      const controller = new AbortController();
      const checking: CheckResult = { value: trimmed, state: 'checking' };
      latest.current = checking;
      setResult(checking);
      const promise = checkDuplicate(field, trimmed, controller.signal)
        .then((response) => resultFromResponse(field, trimmed, response))
        .catch((): CheckResult => ({ value: trimmed, state: 'error', message: MSG.duplicateCheckFailed }))
        .then((outcome) => {
          // Only the newest request may publish its answer.
          if (!controller.signal.aborted) {
            latest.current = outcome;
            setResult(outcome);
            inflight.current = null;
          }
          return outcome;
        });
      inflight.current = { value: trimmed, promise, controller };
      return promise;
    },
    [field],
  );

  useEffect(() => {
    const trimmed = value.trim();
    if (!shouldCheckDuplicate(trimmed) || latest.current.value === trimmed) return;
    const timer = setTimeout(() => void run(trimmed), DUPLICATE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, run]);

  useEffect(() => () => inflight.current?.controller.abort(), []);

  const ensure = useCallback(
    async (current: string): Promise<CheckResult> => {
      const trimmed = current.trim();
      if (!shouldCheckDuplicate(trimmed)) return { ...IDLE, value: trimmed };
      const known = latest.current;
      if (known.value === trimmed && (known.state === 'available' || known.state === 'taken')) return known;
      return run(trimmed);
    },
    [run],
  );

  return { result: visibleResult(result, value), ensure };
}

export type DuplicateCheck = ReturnType<typeof useDuplicateCheck>;
