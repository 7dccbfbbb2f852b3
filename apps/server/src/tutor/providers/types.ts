// One interface for every tutor: the offline basic tutor and OpenAI-compatible models.
import type { TutorProviderName } from '@dodam/contracts';
import type { TutorContext } from '../context.js';
import type { EvaluationInput } from '../prompt.js';

export type ProviderRequest = { kind: 'chat'; ctx: TutorContext } | { kind: 'evaluate'; ctx: TutorContext; evaluation: EvaluationInput };

export type ProviderEvent =
  | { type: 'delta'; text: string }
  | { type: 'usage'; promptTokens: number; completionTokens: number }
  /** What the offline tutor recognised (intent, hint rung); models send none. */
  | { type: 'info'; intent: string; hintLevel: number | null };

export interface TutorProvider {
  readonly name: TutorProviderName;
  readonly model: string | null;
  /** Host of the endpoint (for admins); never the key. */
  readonly baseUrlHost: string | null;
  readonly apiKeyConfigured: boolean;
  /** Stream the reply. Throws on provider failure (the service falls back to the offline tutor). */
  stream(request: ProviderRequest, signal: AbortSignal): AsyncIterable<ProviderEvent>;
}

/** The provider answered with something unusable (no text, broken chunks). */
export class MalformedReplyError extends Error {
  constructor(message = 'malformed or empty reply') {
    super(message);
    this.name = 'MalformedReplyError';
  }
}
