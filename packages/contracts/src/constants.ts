// Business constants of the product specification (section 9) and our own limits.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const DUPLICATE_CHECK_MIN_LENGTH = 3;
export const DUPLICATE_CHECK_DEBOUNCE_MS = 1000;
export const RESERVED_USERNAMES = ['admin'] as const;
export const INPUT_RESET_THRESHOLD = 5;
export const REGISTRATION_MESSAGE_MAX_LENGTH = 500;
export const MAX_COURSE_REGISTRATIONS = 8;

export const PAGE_SIZES = {
  codeExecutions: 20,
  conversationMessages: 50,
  conversations: 10,
  approvalRequests: 50,
} as const;

export const TIMINGS_MS = {
  autoAdvance: 1500,
  completionReread: 1000,
  toast: 3000,
  banner: 5000,
  chatReenable: 200,
} as const;

export const MAX_STUDENTS_RANGE = { min: 1, max: 100 } as const;
export const DIFFICULTIES = ['초급', '초급~중급', '중급', '중급~고급'] as const;
export const AGE_LABELS = ['8세 이상', '12세 이상', '16세 이상'] as const;
export const COURSE_CATEGORIES = ['Python', 'AI 딥러닝'] as const;
export const WEEKDAYS_KO = ['월', '화', '수', '목', '금', '토', '일'] as const;
export const APPROVAL_USUAL_DAYS = '1-2일';

/** The schedule picker's time options (spec): every 30 minutes from 09:00 to 21:30. Any HH:MM is valid. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 26 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const LEARNING_TYPES = ['video', 'practice', 'evaluation'] as const;
export type LearningType = (typeof LEARNING_TYPES)[number];
export const LEARNING_TYPE_LABELS: Record<LearningType, string> = {
  video: '기본 학습',
  practice: '실습',
  evaluation: '평가',
};

/** Session lifetime; sliding expiry is not used so a stolen token dies on schedule. */
export const SESSION_TTL_HOURS = 24 * 7;
