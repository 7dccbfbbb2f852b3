// What every offline reply is: its text, the intent it answers and the hint rung it shows.
import { TUTOR_LABELS, type TutorIntent } from '@dodam/contracts';

export interface OfflineReply {
  text: string;
  intent: TutorIntent;
  hintLevel: number | null;
  /** Reference-solution lines shown whole (recorded in the conversation state). */
  revealed?: string[];
  /** The message's topic written out, when it leaned on the last one ('그럼 순서는?' → '집합 순서는?'). */
  topic?: string;
  /**
   * The message was read as nothing the tutor knows (an unknown message, or small talk it could not place): only such a
   * reply may be replaced by a follow-up of the last topic. Words to the tutor, feelings and small talk it answered are not.
   */
  unread?: boolean;
}

export const OFFLINE_PREFIX = `**[${TUTOR_LABELS.offline}]** `;
