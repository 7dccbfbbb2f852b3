// Tutor API (spec section 7 "Tutor and learning", section 3 "Chat message", "Conversation"):
// chat (JSON and server-sent events), start-chat, submit-input, AI code evaluation, section summary
// and progress evaluation, and the saved unified conversation history.
import { z } from 'zod';
import { CODE_MAX_LENGTH } from './code.js';
import { PAGE_SIZES } from './constants.js';

/** Hard cap of the schema; the server's TUTOR_MAX_INPUT (default 2000) is checked with a Korean 422. */
export const TUTOR_INPUT_HARD_LIMIT = 20_000;
/** Default per-message limit of the tutor question (TUTOR_MAX_INPUT). */
export const TUTOR_MAX_INPUT_DEFAULT = 2000;
/** Entries of chat_history accepted per request; the tutor reads only the last RECENT_HISTORY. */
export const CHAT_HISTORY_MAX = 200;
/** Spec section 4: recent history default, last 10 entries. */
export const RECENT_HISTORY = 10;
/** Content of one chat message (a code run entry embeds code and output). */
export const CHAT_MESSAGE_MAX_LENGTH = 40_000;
/** Messages kept per saved section conversation (the newest ones). */
export const CONVERSATION_MAX_MESSAGES = 200;

export const TUTOR_LABELS = { offline: '기본 튜터', openai: 'AI 튜터' } as const;

/**
 * Abuse-level rate of tutor messages per user and minute, for every provider (the basic tutor is
 * free; this only stops scripts). The per-user message budget (TUTOR_BURST) applies to model calls.
 */
export const TUTOR_RATE_PER_MINUTE = 60;

export const TUTOR_MSG = {
  inputRequired: '질문을 입력해 주세요.',
  processingSuspended: '처리 정지 중에는 튜터를 쓸 수 없어요. 내 정보 > 개인정보에서 처리 정지를 해제하면 다시 쓸 수 있어요.',
  inputTooLong: '질문은 {max}자 이하로 입력해 주세요.',
  quotaExceeded: '튜터에게 보낼 수 있는 메시지를 모두 사용했어요. {wait} 후에 다시 질문해 주세요.',
  fallbackNote: 'AI 튜터에 연결할 수 없어 기본 튜터가 답했어요.',
  budgetSpentNote: 'AI 튜터 질문을 다 써서 기본 튜터가 답했어요. {wait} 뒤에 AI 튜터가 다시 답해요.',
  rateLimited: '질문을 너무 빨리 보내고 있어요. {wait} 뒤에 다시 보내 주세요.',
  basicEvaluationNote: 'AI 평가를 사용할 수 없어 기본 평가(출력 비교)를 사용했어요.',
  sectionNotFound: '섹션을 찾을 수 없습니다.',
  problemNotFound: '문제를 찾을 수 없습니다.',
  exerciseNotFound: '실습 문제를 찾을 수 없습니다.',
  streamFailed: '튜터 답변을 만드는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
} as const;

export const tutorProviderSchema = z.enum(['offline', 'openai']);
export type TutorProviderName = z.infer<typeof tutorProviderSchema>;

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export const chatMessageTypeSchema = z.enum(['chat', 'code_execution', 'code_result']);
export type ChatRole = z.infer<typeof chatRoleSchema>;
export type ChatMessageType = z.infer<typeof chatMessageTypeSchema>;

/** A chat message as clients send it (unknown keys such as a UI id are dropped). */
export const chatMessageInSchema = z.object({
  role: chatRoleSchema.default('user'),
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH),
  /** ISO 8601; the server fills in the time of receipt when missing. */
  timestamp: z.string().max(40).optional(),
  /** chat (default), code_execution (the student's code run), code_result (its output or error). */
  type: chatMessageTypeSchema.optional(),
});
export type ChatMessageIn = z.input<typeof chatMessageInSchema>;

/** A chat message as the server returns it: every field present. */
export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  type: chatMessageTypeSchema,
  /**
   * Which tutor produced a stored assistant reply (issue 25, AI Basic Act): 'openai' = a model
   * ("AI가 생성한 답변"), 'offline' = the built-in tutor. Set by the server only; absent on the
   * student's own entries and on replies stored before the label existed.
   */
  provider: tutorProviderSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The label shown above a stored reply: who produced it (a model's reply adds "AI가 생성한 답변" in the UI). */
export function replyProviderLabel(provider: ChatMessage['provider']): string | undefined {
  return provider ? TUTOR_LABELS[provider] : undefined;
}

/** The mark a model's reply carries wherever it is shown (AI Basic Act: AI-generated content is marked). */
export const AI_GENERATED_MARK = 'AI가 생성한 답변';

/** Who wrote a stored reply, for read-only views (teacher's drill-down, the student's export): '튜터' when unknown (older entries). */
export function replyAuthorLabel(provider: ChatMessage['provider']): string {
  if (provider === 'openai') return `${TUTOR_LABELS.openai} · ${AI_GENERATED_MARK}`;
  return provider === 'offline' ? TUTOR_LABELS.offline : '튜터';
}

const problemIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, '문제 ID가 올바르지 않습니다.');
const sectionRefSchema = z.string().max(64);

export const tutorModeSchema = z.enum(['practice', 'evaluation']);
export type TutorMode = z.infer<typeof tutorModeSchema>;

/** The student's last run in the editor (browser or server), so the tutor can explain it. */
export const lastRunSchema = z.object({
  inputs: z.array(z.string().max(1000)).max(100).default([]),
  output: z.string().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
  /** Traceback or error text; null or empty when the run succeeded. */
  error: z.string().max(CHAT_MESSAGE_MAX_LENGTH).nullable().optional(),
  success: z.boolean(),
});
export type LastRun = z.infer<typeof lastRunSchema>;

/** Optional context the UI sends with chat requests (all optional; the tutor uses what is there). */
export const tutorContextFields = {
  /** practice (default) or evaluation: in evaluation the tutor gives hints only. */
  mode: tutorModeSchema.optional(),
  /** Evaluation problem being solved (content problem id, e.g. 's3-p2'); implies mode evaluation when mode is absent. */
  problem_id: problemIdSchema.optional(),
  /** Practice exercise being solved (e.g. 's3-e1'). */
  exercise_id: problemIdSchema.optional(),
  /** The student's current code in the editor. */
  code: z.string().max(CODE_MAX_LENGTH, '코드는 20,000자 이하여야 합니다.').optional(),
  last_run: lastRunSchema.optional(),
};

/**
 * What the student wants from this message. chat (default) lets the tutor decide; hint, error,
 * code (check my code) and concept force that kind of answer (UI buttons).
 */
export const contextTypeSchema = z.enum(['chat', 'hint', 'error', 'code', 'concept']);
export type ContextType = z.infer<typeof contextTypeSchema>;

/** POST /tutor/chat and /tutor/chat/stream */
export const tutorChatRequestSchema = z
  .object({
    user_input: z.string().max(TUTOR_INPUT_HARD_LIMIT),
    chat_history: z.array(chatMessageInSchema).max(CHAT_HISTORY_MAX).default([]),
    /** Section id ('3'); empty when none is selected. */
    selected_section: sectionRefSchema.default(''),
    context_type: contextTypeSchema.default('chat'),
    ...tutorContextFields,
  })
  .strict();
export type TutorChatRequest = z.input<typeof tutorChatRequestSchema>;


export const tutorIntentSchema = z.enum(['greeting', 'thanks', 'error_help', 'concept', 'hint', 'solution_request', 'check_code', 'off_topic', 'prompt_probe', 'unknown']);
export type TutorIntent = z.infer<typeof tutorIntentSchema>;

export const tutorReplyFields = {
  /** The tutor's reply (markdown; render sanitised). Same text as `response`. */
  response_msg: z.string(),
  response: z.string(),
  /** chat_history of the request with the student's message and the reply appended. */
  chat_history: z.array(chatMessageSchema),
  /** Who answered: offline (기본 튜터) or openai (an OpenAI-compatible model). */
  provider: tutorProviderSchema,
  /** '기본 튜터' or 'AI 튜터'. */
  label: z.string(),
  /** Shown beside the reply, e.g. that the basic tutor answered because the AI tutor was unreachable. */
  note: z.string().nullable(),
  /** What the basic tutor recognised (null for model replies). */
  intent: tutorIntentSchema.nullable(),
  /** Rung of the hint ladder (1 goal, 2 hint, 3 skeleton) when the reply is a hint. */
  hint_level: z.number().int().nullable(),
  /** The guardrail replaced part of a model reply (a solution or the tutor's instructions). */
  guarded: z.boolean(),
  /** Messages left in the student's budget after this one. */
  remaining: z.number().int().nullable(),
};

export const tutorChatResponseSchema = z.object(tutorReplyFields);
export type TutorChatResponse = z.infer<typeof tutorChatResponseSchema>;

/**
 * Server-sent events of POST /tutor/chat/stream (each `event: <name>\ndata: <json>\n\n`):
 * - meta  {provider, label, section_id, mode, remaining}
 * - delta {text}: provisional text to append
 * - done  {...TutorChatResponse, replaced}: the final reply; show `response` (when `replaced` is
 *         true it differs from the concatenated deltas: the guard or the fallback changed it)
 * - error {detail, status}
 */
export const tutorStreamMetaSchema = z.object({
  provider: tutorProviderSchema,
  label: z.string(),
  section_id: z.string().nullable(),
  mode: tutorModeSchema,
  remaining: z.number().int().nullable(),
});
export const tutorStreamDeltaSchema = z.object({ text: z.string() });
export const tutorStreamDoneSchema = tutorChatResponseSchema.extend({ replaced: z.boolean() });
export const tutorStreamErrorSchema = z.object({ detail: z.string(), status: z.number().int() });
export type TutorStreamMeta = z.infer<typeof tutorStreamMetaSchema>;
export type TutorStreamDone = z.infer<typeof tutorStreamDoneSchema>;

/** POST /start-chat: the tutor's opening message for a section (no message budget used). */
export const startChatRequestSchema = z
  .object({
    selected_section: sectionRefSchema.default(''),
    chat_history: z.array(chatMessageInSchema).max(CHAT_HISTORY_MAX).default([]),
    mode: tutorModeSchema.optional(),
    problem_id: problemIdSchema.optional(),
    exercise_id: problemIdSchema.optional(),
  })
  .strict();

/** POST /code/submit-input (spec): a question (source 'question') or code to run and discuss (source 'code'). */
export const submitInputRequestSchema = z
  .object({
    input: z.string().max(Math.max(TUTOR_INPUT_HARD_LIMIT, CODE_MAX_LENGTH)).default(''),
    chat_history: z.array(chatMessageInSchema).max(CHAT_HISTORY_MAX).default([]),
    /** Values for input() calls: comma-joined (spec) or a list. */
    input_values: z.union([z.string().max(10_000), z.array(z.string().max(1000)).max(100)]).default(''),
    selected_section: sectionRefSchema.default(''),
    source: z.enum(['question', 'code']).default('question'),
    ...tutorContextFields,
  })
  .strict();

/** POST /code/evaluate-code-ai */
export const evaluateCodeAiRequestSchema = z
  .object({
    student_code: z.string().max(CODE_MAX_LENGTH, '코드는 20,000자 이하여야 합니다.').default(''),
    student_output: z.string().max(100_000).default(''),
    expected_output: z.string().max(100_000).default(''),
    problem_context: z
      .object({
        question: z.string().max(10_000).optional(),
        hint: z.string().max(2000).optional(),
        section: sectionRefSchema.optional(),
        problem_id: problemIdSchema.optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

export const evaluateCodeAiResponseSchema = z.object({
  success: z.boolean(),
  /** Output comparison (normalised, spec section 5); the model writes feedback but never decides this. */
  is_correct: z.boolean(),
  feedback: z.string(),
  error: z.string().nullable(),
  /** ai: feedback written by the model; basic: the spec's fallback (output comparison, basic feedback). */
  evaluation: z.enum(['ai', 'basic']),
  note: z.string().nullable(),
  provider: tutorProviderSchema,
});
export type EvaluateCodeAiResponse = z.infer<typeof evaluateCodeAiResponseSchema>;

export const understandingLevelSchema = z.enum(['우수', '양호', '보통', '부족', '시작 전']);

/** GET /assessment/generate-summary?section */
export const generateSummaryResponseSchema = z.object({
  status: z.literal('success'),
  section_id: z.string(),
  section_title: z.string(),
  course_title: z.string(),
  /** Markdown: what the section teaches and how the student's own learning went. */
  summary: z.string(),
  key_points: z.array(z.string()),
  stats: z.object({
    code_runs: z.number().int(),
    code_errors: z.number().int(),
    tutor_messages: z.number().int(),
    evaluation_score: z.number().nullable(),
    completed_types: z.array(z.string()),
  }),
  common_errors: z.array(z.object({ type: z.string(), title: z.string(), count: z.number().int() })),
  next_step: z.string(),
});
export type GenerateSummaryResponse = z.infer<typeof generateSummaryResponseSchema>;

/** POST /assessment/evaluate-progress */
export const evaluateProgressRequestSchema = z.object({ section: z.string().regex(/^[0-9]{1,6}$/, '섹션 번호가 올바르지 않습니다.') }).strict();
export const evaluateProgressResponseSchema = z.object({
  status: z.literal('success'),
  section_id: z.string(),
  section_title: z.string(),
  understanding_level: understandingLevelSchema,
  /** Best evaluation score of the section (percent), null before any completed attempt. */
  score: z.number().nullable(),
  /** Share of the three learning types completed (0-100). */
  progress_percent: z.number(),
  completed_types: z.array(z.string()),
  feedback: z.string(),
  recommendations: z.array(z.string()),
  next: z.object({ section_id: z.string(), section_title: z.string(), learning_type: z.string() }).nullable(),
});
export type EvaluateProgressResponse = z.infer<typeof evaluateProgressResponseSchema>;

/** GET /tutor/conversations/{sectionId}?limit */
export const conversationSectionParamSchema = z.object({ sectionId: z.string().regex(/^[0-9]{1,6}$/, '섹션 번호가 올바르지 않습니다.') });
export const conversationMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONVERSATION_MAX_MESSAGES).default(PAGE_SIZES.conversationMessages),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  section_id: z.string(),
  section_title: z.string().nullable(),
  messages: z.array(chatMessageSchema),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const sectionConversationResponseSchema = z.object({
  status: z.literal('success'),
  section_id: z.string(),
  /** The newest `limit` messages of the section's unified history (chat and code runs). */
  unified_history: z.array(chatMessageSchema),
  conversations: z.array(conversationSchema),
});

/** POST /tutor/conversations/unified: replaces the section's saved unified history. */
/**
 * A message of a saved unified history: the student's own entries and the tutor's replies keep their
 * role (a client cannot save a 'system' entry). The history is display only: a saved tutor turn never
 * raises a hint rung nor counts as a hint (the server keeps those), and it carries the tutor's label
 * only when it is a reply the server itself stored for this student and section.
 */
export const unifiedMessageInSchema = chatMessageInSchema.extend({
  role: z.enum(['user', 'assistant'], { message: '대화 기록의 role은 user 또는 assistant여야 합니다.' }).default('user'),
});
export const saveUnifiedRequestSchema = z
  .object({
    section_id: sectionRefSchema.default(''),
    unified_messages: z.array(unifiedMessageInSchema).max(1000).default([]),
  })
  .strict();
/** Append a few entries (a code run's 'code execution' + result) to the section's saved history. */
export const appendConversationRequestSchema = z.object({ messages: z.array(chatMessageInSchema).min(1).max(20) });
export const appendConversationResponseSchema = z.object({ status: z.literal('success'), message_count: z.number().int() });

export const saveUnifiedResponseSchema = z.object({
  /** skipped: no section or an empty history, nothing was saved (spec section 5). */
  status: z.enum(['success', 'skipped']),
  saved_messages: z.number().int(),
});

/**
 * POST /tutor/parsons/check: the learner's order of a Parsons puzzle (the top hint rung of a
 * practice exercise): the lines as shown in the puzzle (indentation kept), in the chosen order.
 */
export const parsonsCheckRequestSchema = z
  .object({
    exercise_id: z.string().regex(/^[a-z0-9-]{1,64}$/, '실습 문제 ID가 올바르지 않습니다.'),
    lines: z.array(z.string().max(500, '한 줄이 너무 깁니다.')).max(60, '줄이 너무 많습니다.'),
  })
  .strict();
export type ParsonsCheckRequest = z.infer<typeof parsonsCheckRequestSchema>;
export const parsonsCheckResponseSchema = z.object({
  correct: z.boolean(),
  /** One Korean sentence or two: what is right or what to look at next (never the missing line itself). */
  message: z.string(),
  /** Distractor lines the answer used, with the named mistake behind each. */
  distractors: z.array(z.object({ line: z.string(), name: z.string(), note: z.string() })),
  /** How many needed lines the answer lacks. */
  missing: z.number().int(),
  /** 1-based position of the first needed line out of order, null when none. */
  first_wrong: z.number().int().nullable(),
});
export type ParsonsCheckResponse = z.infer<typeof parsonsCheckResponseSchema>;

/** GET /tutor/conversations?limit&section_id */
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.conversations),
  section_id: z.string().regex(/^[0-9]{1,6}$/, '섹션 번호가 올바르지 않습니다.').optional(),
});
export const conversationListResponseSchema = z.object({
  status: z.literal('success'),
  /** Number of conversations returned. */
  count: z.number().int(),
  /** Messages in those conversations. */
  message_count: z.number().int(),
  conversations: z.array(conversationSchema),
});

/** GET /admin/tutor/status */
export const tutorUsageTotalsSchema = z.object({
  requests: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  fallbacks: z.number().int(),
  guarded: z.number().int(),
});
export const tutorStatusResponseSchema = z.object({
  /** Provider answering now (offline while the circuit breaker is open). */
  provider: tutorProviderSchema,
  configured_provider: tutorProviderSchema,
  model: z.string().nullable(),
  /** Host of the OpenAI-compatible endpoint (never the key). */
  base_url_host: z.string().nullable(),
  api_key_configured: z.boolean(),
  available: z.boolean(),
  circuit_open_until: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  limits: z.object({
    burst: z.number().int(),
    refill_seconds: z.number().int(),
    max_input: z.number().int(),
    max_reply_chars: z.number().int(),
    timeout_ms: z.number().int(),
  }),
  usage: tutorUsageTotalsSchema.extend({
    last_24h: tutorUsageTotalsSchema,
    by_provider: z.array(tutorUsageTotalsSchema.extend({ provider: z.string() })),
  }),
  top_users: z.array(tutorUsageTotalsSchema.extend({ user_id: z.number().int(), username: z.string() })),
});
export type TutorStatusResponse = z.infer<typeof tutorStatusResponseSchema>;
