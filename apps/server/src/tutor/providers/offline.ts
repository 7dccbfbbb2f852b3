// The basic tutor as a provider: answers at once, never fails, costs nothing.
import type { OfflineTutor } from '../offline/tutor.js';
import { basicEvaluationFeedback } from '../offline/replies/code.js';
import type { ProviderEvent, ProviderRequest, TutorProvider } from './types.js';

export function createOfflineProvider(tutor: OfflineTutor): TutorProvider {
  return {
    name: 'offline',
    model: null,
    baseUrlHost: null,
    apiKeyConfigured: false,
    async *stream(request: ProviderRequest): AsyncIterable<ProviderEvent> {
      if (request.kind === 'evaluate') {
        yield { type: 'delta', text: basicEvaluationFeedback(request.evaluation) };
        return;
      }
      const reply = tutor.reply(request.ctx);
      yield { type: 'info', intent: reply.intent, hintLevel: reply.hintLevel };
      yield { type: 'delta', text: reply.text };
    },
  };
}
