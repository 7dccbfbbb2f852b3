// Shared rules of the rubric of sealed-set-8a.ts and dev-set-8a.ts (issue 24, written 2026-11-28 by author8a, an engineer who
// had not read the tutor's code, from the failure classes and the course content, before any reply was seen). Both
// halves use them, so changing a rule here changes the sealed half's rubric too: never loosen them to make a case pass.
import { BROKEN, DUMP, READ_ALONE, REFUSE } from './rules-7a.js';

export { BROKEN, DUMP, READ_ALONE, REFUSE };

/**
 * A warm word for a feeling (issue 24, class 6): any acknowledgement a teacher would say — 괜찮아요, 힘들었겠다, 속상하죠,
 * 고생했어요, 누구나 그래요, 잘하고 있어요, 쉬어도 돼요 ... (not a particular wording).
 */
export const WARM = /괜찮|힘들|속상|고생|잘\s*(하고|해\s*왔|했)|충분히|그럴\s*(수|때)|쉬어|이해(해|가\s*돼)|마음|누구나|당연|지쳤|피곤|힘내|수고/;

/**
 * The next small step offered after a feeling or small talk: "같이 해 볼까요", "한 문제만", "먼저 …", "천천히", "다음 …".
 */
export const NEXT_STEP = /해\s*볼까|해\s*봐요|해\s*보세요|해\s*봅시다|같이|함께|한\s*(걸음|단계|가지|문제|줄)|다음|먼저|천천히|작은|차근|다시\s*(해|시작)|돌아와/;
