import { CONVERSATION_MAX_MESSAGES, TUTOR_MSG, type ChatMessage, type ChatMessageIn } from '@dodam/contracts';
import { appendTutorConversation, selectTutorConversation, upsertTutorConversation } from '../db/queries/tutor-conversations.js';
import { notFound } from '../lib/http-errors.js';
import { findSection, normaliseHistory } from '../tutor/context.js';
import type { ServiceDeps } from './deps.js';

/**
 * Replace a section's saved unified history (POST /tutor/conversations/unified). Roles are kept as
 * sent (zod allows only user and assistant). The history is display only: the hint ladder and the
 * hint records are the server's (tutor_states, tutor_hint_events), so a tutor turn written by the
 * client reaches neither; it is labelled with a tutor (provider) only when it is a reply the server
 * itself stored in this section, so a made-up turn never shows as the tutor's labelled answer.
 */
export async function saveConversation(
  { db, content }: Pick<ServiceDeps, 'db' | 'content'>,
  userId: number,
  sectionRef: string,
  messages: ChatMessageIn[],
): Promise<{ status: 'success' | 'skipped'; saved_messages: number }> {
  if (!sectionRef.trim() || messages.length === 0) return { status: 'skipped', saved_messages: 0 };
  const section = findSection(content, sectionRef);
  if (!section) throw notFound(TUTOR_MSG.sectionNotFound);
  const stored = await selectTutorConversation(db, userId, section.id);
  const served = new Map((stored?.messages ?? []).filter((m) => m.role === 'assistant' && m.provider).map((m) => [m.content, m.provider]));
  const kept = normaliseHistory(messages)
    .slice(-CONVERSATION_MAX_MESSAGES)
    .map((m): ChatMessage => {
      const provider = m.role === 'assistant' ? served.get(m.content) : undefined;
      return provider ? { ...m, provider } : m;
    });
  await upsertTutorConversation(db, userId, section.id, kept);
  return { status: 'success', saved_messages: kept.length };
}

/**
 * Append entries (one tutor exchange, or a code run's entries) to the section's saved history:
 * one write, under a row lock so two appends never lose each other; the oldest messages beyond the
 * cap fall off.
 */
export async function appendToConversation({ db }: Pick<ServiceDeps, 'db'>, userId: number, sectionId: string, entries: ChatMessage[]): Promise<number> {
  if (entries.length === 0) return 0;
  return appendTutorConversation(db, userId, sectionId, entries, CONVERSATION_MAX_MESSAGES);
}
