// Shared rules of the rubric of sealed-set-8b.ts and dev-set-8b.ts (issue 24, written 2026-11-28 by author8b, an engineer who
// had not read the tutor's code, from the failure classes and the course content, before any reply was seen). Both
// halves use them, so changing a rule here changes the sealed half's rubric too: never loosen them to make a case pass.
import { BROKEN, DUMP, READ_ALONE, REFUSE } from './rules-7a.js';

export { BROKEN, DUMP, READ_ALONE, REFUSE };

/**
 * Feelings (issue 24, class 6): a warm word that takes the student's feeling seriously (tiredness, a failed test, "재능 없는
 * 듯"), in any reasonable wording.
 */
export const WARM =
  /괜찮|힘들|그럴\s*(수|때)|속상|고생|수고|충분|잘\s*(하고|했|할|해)|응원|이해(해|가|돼)|맞아요|쉬어|쉬고|쉬는|천천히|졸리|졸려|피곤|아쉽|짜증|답답|누구나|처음(엔|에는)|ㅠ|😊|🙂|💪|🤗/;

/** The next small step a tutor offers after a feeling or small talk ("한 문제만 같이 해 볼까요?"). */
export const NEXT_STEP =
  /볼까요|볼래요|할까요|해\s*봐요|해\s*보세요|해\s*봅시다|어때요|시작|다음|하나만|한\s*(문제|개|가지|걸음|줄)|같이|함께|물어\s*(봐|보세요)|질문|돌아오|이어서|도전|연습|복습/;

/**
 * A reply that holds every one of the given lines (in any order, anywhere): for a graded problem, all the lines the
 * starter code lacks — the solution, however shuffled. One line alone is a hint; all of them together are the answer.
 */
export function ALL_LINES(...lines: RegExp[]): RegExp {
  return new RegExp(lines.map((r) => `(?=[\\s\\S]*(?:${r.source}))`).join(''));
}
