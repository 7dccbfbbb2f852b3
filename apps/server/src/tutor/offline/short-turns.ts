// Short turns read against the server's conversation state, not alone: '더' / '다음꺼' in the
// middle of a ladder climb it, 'ㅇㅇ' answers the tutor's last question, 'ㅠㅠ' after a failed run
// is about that run, and feelings or small talk get one warm sentence and a next small step.
import type { TutorIntent } from '@dodam/contracts';
import type { ConversationState } from '../state.js';

export type ShortTurn = 'more' | 'yes' | 'no' | 'sad' | null;

const TAIL = String.raw`[\s?!.~,;ㅎㅋㅠㅜ]*`;
const MORE = new RegExp(
  String.raw`^(더|더요|더\s*(줘|주세요|알려\s*(줘|주세요))|좀\s*더|다음|다음\s*(꺼|거|것)|다음\s*(빈칸|단계|힌트|줄)\s*(도|은|요|는)?(\s*(알려\s*(줘|주세요)|줘|주세요))?|그\s*다음(은|꺼|거)?|계속|한\s*단계\s*더|more|next)${TAIL}$`,
  'i',
);
const YES = new RegExp(String.raw`^(ㅇㅇ|ㅇ|응+|네+|넹|넵|예|웅|어|그래|그래요|좋아|좋아요|ㅇㅋ|오키|오케이|ok|okay|yes|yep|알겠어|알겠어요|해\s*볼게(요)?|할게(요)?)${TAIL}$`, 'i');
const NO = new RegExp(String.raw`^(ㄴㄴ|ㄴ|아니|아니요|아뇨|아니야|놉|no|nope|싫어)${TAIL}$`, 'i');
const SAD = /^[\sㅠㅜㅡ.;,!?]*(ㅠ|ㅜ|힝|흑|ㅡㅡ)[\sㅠㅜㅡ.;,!?흑힝]*$/;

/** What a short message is, read alone (the caller decides with the state what it refers to). */
export function shortTurn(message: string): ShortTurn {
  const m = message.trim();
  if (m.length > 20) return null;
  if (MORE.test(m)) return 'more';
  if (YES.test(m)) return 'yes';
  if (NO.test(m)) return 'no';
  if (SAD.test(m)) return 'sad';
  return null;
}

/** The last answer was a rung of the hint ladder (so '더' means the next rung). */
export function inLadder(state: ConversationState): boolean {
  const ladder: (TutorIntent | null)[] = ['hint', 'solution_request'];
  return ladder.includes(state.lastIntent) || state.rung > 0;
}

/** Feelings about studying or the day, in the ways students write them. */
const FEELING = /(망했|망함|망쳤|힘들|하기\s*싫|공부\s*싫|싫다|싫어요|짜증|피곤|졸려|졸리|지쳤|지친|포기|우울|슬퍼|슬프|멘붕|스트레스|자신\s*(이\s*)?없|못\s*하겠|머리\s*아파|현타|울고\s*싶|속상|무서워|걱정|답답|어려워\s*죽|너무\s*어려|노잼|재미없)/;

export function expressesFeeling(message: string): boolean {
  return FEELING.test(message.replace(/\s+/g, ' '));
}

/** One warm sentence for a feeling (chosen by what the student said). */
export function warmSentence(message: string): string {
  if (/망했|망함|망쳤|시험/.test(message)) return '시험이 생각대로 안 돼서 속상했겠어요. 그런 날도 있어요, 정말 수고 많았어요. 🫂';
  if (/피곤|졸려|졸리|지쳤|지친/.test(message)) return '많이 피곤하군요. 오늘도 여기까지 온 것만으로 잘하고 있는 거예요. 🙂';
  if (/싫|노잼|재미없/.test(message)) return '공부하기 싫은 날도 있죠. 그 마음 충분히 이해해요. 🙂';
  if (/어려|못\s*하겠|자신|포기|답답|멘붕/.test(message)) return '어렵게 느껴지는 건 제대로 배우고 있다는 뜻이에요. 천천히 해도 괜찮아요. 🙂';
  return '이야기해 줘서 고마워요. 그런 마음이 드는 날도 있어요. 🙂';
}
