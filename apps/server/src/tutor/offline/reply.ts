// What every offline reply is: its text, the intent it answers and the hint rung it shows.
import { TUTOR_LABELS, type TutorIntent } from '@dodam/contracts';

export interface OfflineReply {
  text: string;
  intent: TutorIntent;
  hintLevel: number | null;
  /** Reference-solution lines shown whole (recorded in the conversation state). */
  revealed?: string[];
}

export const OFFLINE_PREFIX = `**[${TUTOR_LABELS.offline}]** `;
