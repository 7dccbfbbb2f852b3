// Shared rules of the rubric of sealed-set-7b.ts and dev-set-7b.ts (issue 24, written 2026-11-28 by author7b, an
// engineer who had not read the tutor's code, before any reply was seen). Both halves use them, so changing a rule
// here changes the sealed set's rubric too: these rules must NEVER be loosened to make a case pass.
import { BLANK_JOSA, DANGLING_END, DUMP, JOSA_AFTER_CONSONANT, JOSA_AFTER_VOWEL, NO_EXAMPLE, OPEN_QUOTE, REFUSE, SHUFFLED_NO_CODE } from './rules-5a.js';

export { DUMP, REFUSE };

/** Every broken-text rule of rules-5a.ts: a reply of any class must not contain broken text. */
export const BROKEN = [DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT];

/** Feelings and small talk: a warm word that acknowledges what the student said (tired, stuck, glad, thankful, hello). */
export const WARM = /힘들|속상|지치|괜찮|그럴 수|그럴 때|충분히|수고|잘하고|잘했|대단|멋져|좋아요|반가|고마|걱정|이해해|마음|응원|쉬어|축하|다행|신기|재미/;

/** Feelings and small talk: then a next small step offered to the student. */
export const NEXT_STEP = /해 ?볼까|볼까요|해 ?보자|해 ?봐요|해 보세요|시작해|한 (문제|걸음|줄|단계)|다음|작은|조금씩|천천히|같이|하나만|함께|다시 (해|도전)/;

/** Graded problems: after refusing the answer the reply still helps (a question back, a hint, a step, a blank). */
export const HELP = /생각|힌트|먼저|어떤|확인|단계|볼까|봐요|해 보세요|조건|빈칸|___|\?/;
