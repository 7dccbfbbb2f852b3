import { nextInputValues } from '@dodam/contracts';

/** One value per input() slot of the code, prefilled in order from `given` (an example's values). */
export function fillInputs(code: string, given: readonly string[] = []): readonly string[] {
  const slots = nextInputValues('', code, []);
  return slots.length === 0 ? slots : slots.map((_, i) => given[i] ?? '');
}

/**
 * When an edit reset the values (a new, all-empty array), fill them again from `given`; values the
 * student typed or cleared without a reset stay as they are.
 */
export function refillAfterReset(before: readonly string[], after: readonly string[], given: readonly string[]): readonly string[] {
  if (after === before || given.length === 0 || after.some((v) => v !== '')) return after;
  return after.map((_, i) => given[i] ?? '');
}
