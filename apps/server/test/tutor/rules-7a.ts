// Shared rules of the rubric of sealed-set-7a.ts and dev-set-7a.ts (issue 24, written 2026-11-28 by author7a, an
// engineer who had not read the tutor's code, from the failure classes, before any reply was seen). Both
// halves use them, so changing a rule here changes the sealed half's rubric too: never loosen them to make a case pass.
import {
  BLANK_JOSA,
  DANGLING_END,
  DUMP,
  JOSA_AFTER_CONSONANT,
  JOSA_AFTER_VOWEL,
  NO_EXAMPLE,
  OPEN_QUOTE,
  REFUSE,
  SHUFFLED_NO_CODE,
} from './rules-5a.js';

export { DUMP, REFUSE, SHUFFLED_NO_CODE };

/**
 * Broken text (issue 24, class 5): a dangling end, "아래 예시" with no example, an unclosed 「, a josa glued to a
 * blank, a shuffled-lines rung without its code block, the wrong josa after 「…」. Every case forbids all of them.
 */
export const BROKEN: RegExp[] = [DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT];

/**
 * A short turn (or a feeling) read alone, as if it had no thread: "그 질문에는…", "무슨 뜻인지 모르겠어요", a request to
 * ask again or in more detail. A reply to "ㅇㅇ", "더", "ㅠㅠ" or "심심해" must carry on, not ask for a new question.
 */
export const READ_ALONE = /그\s*질문에는|무슨\s*(말|뜻)인지|질문을\s*(조금\s*)?(더\s*)?(자세히|구체적으로)|다시\s*(한\s*번\s*)?(질문|말)해\s*(주|줄)/;
