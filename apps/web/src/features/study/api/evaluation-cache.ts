// The browser copy of a section's evaluation state (the server holds the truth): re-entering the
// evaluation shows the last results at once, before the server answers.
import { evaluationStateSchema, type EvaluationState } from '@dodam/contracts';

const PREFIX = 'dodam-evaluation';

function key(owner: string, sectionId: string): string {
  return `${PREFIX}:${owner}:${sectionId}`;
}

export function readCachedEvaluation(owner: string, sectionId: string): EvaluationState | undefined {
  try {
    const raw = localStorage.getItem(key(owner, sectionId));
    if (!raw) return undefined;
    // Anything written by an older version or edited by hand is ignored rather than trusted.
    const parsed = evaluationStateSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.section_id === sectionId ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedEvaluation(owner: string, state: EvaluationState): void {
  try {
    localStorage.setItem(key(owner, state.section_id), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the server copy is enough.
  }
}
