// Tutor replies and saved conversations shaped for the API.
import type { ChatMessage, TutorChatResponse } from '@dodam/contracts';
import type { TutorConversationRow } from '../db/queries/tutor-conversations.js';
import type { TutorResult } from '../tutor/service.js';

export function chatMessage(role: ChatMessage['role'], content: string, type: ChatMessage['type'] = 'chat'): ChatMessage {
  return { role, content, timestamp: new Date().toISOString(), type };
}

/** A tutor reply as stored and returned: it carries which tutor produced it (issue 25: AI labels on stored chats). */
export function replyMessage(result: Pick<TutorResult, 'response' | 'provider'>): ChatMessage {
  return { ...chatMessage('assistant', result.response), provider: result.provider };
}

export function presentReply(history: ChatMessage[], result: TutorResult, remaining: number | null): TutorChatResponse {
  return {
    response_msg: result.response,
    response: result.response,
    chat_history: [...history, replyMessage(result)],
    provider: result.provider,
    label: result.label,
    note: result.note,
    intent: result.intent,
    hint_level: result.hintLevel,
    guarded: result.guarded,
    remaining,
  };
}

export function presentConversation(row: TutorConversationRow, title: string | null, limit: number) {
  return {
    id: row.id,
    section_id: row.sectionId,
    section_title: title,
    messages: row.messages.slice(-limit),
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
