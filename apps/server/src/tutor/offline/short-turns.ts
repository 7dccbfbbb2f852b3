// Short turns read against the server's conversation state, not alone: '더' / '다음꺼' in the
// middle of a ladder climb it, 'ㅇㅇ' answers the tutor's last question, 'ㅠㅠ' after a failed run
// is about that run, and feelings or small talk get one warm sentence and a next small step.
import type { TutorIntent } from '@dodam/contracts';
import type { ConversationState } from '../state.js';
import { TEXTS } from './texts.js';
import { understand } from './understanding.js';

export type ShortTurn = 'more' | 'yes' | 'no' | 'sad' | 'why' | 'confused' | 'example' | 'done' | 'laugh' | 'answer' | 'tired' | null;

const TAIL = String.raw`[\s?!.~,;ㅎㅋㅠㅜ]*`;
const MORE = new RegExp(
  String.raw`^(더|더요|더\s*(줘|주세요|알려\s*(줘|주세요))|좀\s*더|다음|다음\s*(꺼|거|것)|다음\s*(빈칸|단계|힌트|줄)\s*(도|은|요|는)?(\s*(알려\s*(줘|주세요)|줘|주세요))?|그\s*다음(은|꺼|거)?|계속|한\s*단계\s*더|more|next)${TAIL}$`,
  'i',
);
const YES = new RegExp(String.raw`^(ㅇㅇ|ㅇ|ㅇㅎ|ㅇㅈ|응+|네+|넹|넵|예|웅|어|그래|그래요|좋아|좋아요|ㅇㅋ|오키|오케이|ok|okay|yes|yep|알겠어|알겠어요|알았어|알았어요|아하+|오호|아\s*그렇구나|그렇구나|이해했어(요)?|이해\s*됐어(요)?|이해\s*완료|ㄱㄱ|고고|가자|해\s*볼게(요)?|할게(요)?|해\s*봐요|보여\s*줘|보여\s*주세요|응\s*보여\s*줘)${TAIL}$`, 'i');
const NO = new RegExp(String.raw`^(ㄴㄴ|ㄴ|아니|아니요|아뇨|아니야|놉|no|nope|싫어)${TAIL}$`, 'i');
const SAD = /^[\sㅠㅜㅡ.;,!?]*(ㅠ|ㅜ|힝|흑|ㅡㅡ)[\sㅠㅜㅡ.;,!?흑힝]*$/;
const WHY = new RegExp(String.raw`^(왜|왜요|왜여|왜죠|왜지|왜\s*그래요?|왜\s*그런데|어째서|어째서요|why|그건\s*왜|그게\s*왜|근데\s*왜)${TAIL}$`, 'i');
const CONFUSED = new RegExp(
  String.raw`^(이해\s*(가\s*)?안\s*(돼|되|됨|가)\S*|이해\s*못\s*했\S*|무슨\s*(말|소리)\S*|뭔\s*(말|소리)\S*|뭔소리\S*|모르겠\S*|잘\s*모르겠\S*|몰라\S*|모름|ㅁㄹ\S*|몰겠\S*|헷갈\S*|어려워\S*|쉽게\s*(설명|말)\S*|그게\s*(뭔데|뭐야|뭐예요|뭐에요|무슨\s*뜻\S*)|뭔데|무슨\s*뜻\S*|다시\s*(설명\S*|말해\S*)?|(한\s*번\s*더|다시\s*한\s*번)\s*(설명|말해)\S*|설명\s*(다시|한\s*번\s*더)\S*|몰\?*루|\?+|\?\?|ㅁㅊ|what)${TAIL}$`,
  'i',
);
const EXAMPLE = new RegExp(String.raw`^(다른\s*방법\S*|다르게\s*하는\s*법\S*|(다른\s*)?예시\s*(더|하나\s*더|도)?|(다른\s*)?예제\s*(더)?|예를\s*들면|예시\s*(좀\s*)?(더\s*)?(보여|알려)\s*(줘|주세요|줄래)?|example)${TAIL}$`, 'i');
const DONE = new RegExp(String.raw`^(됐다|됐어|됐어요|됐다요|되었어요|된다|돼요|됨|성공|성공했어요|성공!|풀었다|풀었어요|풀었어|해결|해결했어요|해결됨|고쳤어요|고쳤어|고침|돌아간다|돌아가요|작동해요|나왔다|나왔어요|맞았다|맞았어요|통과|통과했어요)${TAIL}$`, 'i');

/** Emoji alone, by what they say (a sad face after a failed run, a party after a passed one). */
const EMOJI_KINDS: [Exclude<ShortTurn, null>, RegExp][] = [
  ['sad', /[😭😢🥲😞😩😫😖😣😔😿💧]/u],
  ['tired', /[😴🥱💤]/u],
  ['confused', /[🤔❓❔😵🤯🙄🧐]/u],
  ['done', /[🎉🥳👏💯✅🙌🎊]/u],
  ['yes', /[👍👌🙆✌🙏]/u],
  ['laugh', /[😂🤣😆😄😁😊🙂😀😃😅☺]/u],
];
/** A message of emoji (and spaces or punctuation) only. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\s!?.~]|\u200d|\ufe0f)+$/u;
/** Laughter alone ('ㅋㅋ', 'ㅎㅎㅎ', 'ㅋㅋ ㅇㅋ' is a yes and is read before). */
const LAUGH = /^[ㅋㅎ\s!.~]+$/;
/** An answer to the tutor's question made of a value alone: a number (with a counter word), a quoted word, True/False. */
const ANSWER = /^(?:[-+]?\d+(?:\.\d+)?\s*(?:개|번|번째|줄|칸|글자|살|점|이요|요|일까요|인가요|\?)?|["'][^"'\n]{0,15}["']|true|false|none|참|거짓|참이요|거짓이요)[\s?!.~]*$/i;
/** A sad marker next to words of a failed attempt ('ㅜㅜ 또 틀림', '안돼요ㅠ'): a sad turn, not 'more'. */
const SAD_MARK = /[ㅠㅜ😭😢]|흑흑|힝/u;
const FAILED_WORDS = /틀림|틀렸|틀려|또\s*틀|안\s*(돼|됨|되네|되요|나와)|망했|망함|모르겠|몰라|어려워|어렵|에러|오류/;
/** A sigh alone ('하..', '에휴', '아 진짜'). */
const SIGH = /^(하+|후+|휴+|아+|에휴+|하아+|아오+|끙|하\s*진짜|아\s*진짜)[\s.~…]*$/;
/** 'Huh?' ('네?', '엥?', '뭐라고요?'): not a yes. */
const HUH = /^(네|응|예|엥|에|잉|뭐라고요?|뭐라구요?|뭐지)\s*\?+$/;
/** An interjection alone ('헐', '헉', '대박'): carries on from where the conversation was. */
const INTERJECTION = /^(헐+|헉+|와+|우와+|오+|대박|ㄷㄷ|엥)[\s!.~]*$/;
/** Words that make a short message a question of its own ('좋아하는 음식 뭐에요' is not a yes). */
const QUESTION_WORD = /뭐|뭔|무슨|무엇|어디|언제|누구|몇|얼마|어느/;

/** Interjections and fillers around a short turn ('헐 ㅇㅇ', '오 됐다 ㅋㅋ', '그럼 어케해요'): they carry no meaning of their own. */
const FILLERS = /^(?:[ㅠㅜㅋㅎ]+|헐|오+|와+|아+|앗|엥|음+|흠+|아하|그럼|그러면|근데|그런데|그래서|그니까|아니\s*근데|쌤|선생님|튜터님?)\s+|\s+(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+|요|용|여)$/;

/** Which kind a short turn is by its words (the message is short and names no topic): first match wins. */
const KEYWORDS: [Exclude<ShortTurn, null>, RegExp][] = [
  ['done', /됐다|됐어|성공|풀었|해결|고쳤|통과|맞았|돌아간다|작동한다|작동해|(^|\s)(됨|된다|되네|돌아감)$/],
  // 'ㄴㄴ 이해안됨' / '?? 더 쉽게': not understanding wins over the 'no' or 'more' around it.
  ['confused', /모르겠|모름|몰라|몰겠|ㅁㄹ|이해\s*(가\s*)?안|헷갈|어려워|\?{2,}|무슨\s*(말|뜻|소리)|뭔\s*(말|소리)|어(떻게|떡|케|캐)\s*(해|하|고쳐|고치)|어렵|(다시|쉽게|한\s*번\s*더)\s*(설명|말)|더\s*쉽게|쉽게\s*(좀|다시)?$/],
  // 'X 말고 Y' names what it wants instead ('그거 말고 앞에 넣는건', '2 말고 3 하면'): a follow-up, not a no.
  ['no', /^ㄴ+|아니|아뇨|말고\s*$|싫어|다른\s*거/],
  ['sad', /안\s*(돼|됨|되네|되요|되는데)|틀림|틀렸|또\s*틀|망했|망함/],
  ['why', /^왜|왜\s*(써|씀|쓰|그래|요|죠|지)|어째서|이유/],
  ['example', /예시|예제|보기\s*(하나|좀)|다른\s*방법|다르게|예를\s*들|코드로\s*(보여|알려)/],
  ['more', /^더|^담\s*(꺼|거)|더\s*(줘|주세요|요|알려|보여)?$|하나\s*더|^또|다음|계속|ㄱㄱ|고고|가즈아|가자|한\s*단계|^(그럼|그러면|그래서|그럼요|그래서요|그담|그\s*다음)\s*\?*$/],
  ['yes', /^ㅇ+|^응|^네|^넹|^넵|^예$|^웅|ㅇㅋ|오키|오케|알겠|알았|그렇구나|이해\s*(했|됐)|해\s*볼게|해\s*볼래|할게|해\s*봐요|좋아/],
];

/** Topic words: a message naming one is a question of its own, not a short turn. */
const TOPIC = /[A-Za-z_]{2,}|[=()[\]{}:]|변수|문자열|리스트|딕셔너리|함수|반복|조건|입력|출력|숫자|오류|에러|인덱스|슬라이싱|튜플|집합/;

/** What a short message is, read alone (the caller decides with the state what it refers to). */
export function shortTurn(message: string): ShortTurn {
  const m = message.trim();
  if (m.length > 20) return null;
  if (EMOJI_ONLY.test(m) && /\p{Extended_Pictographic}/u.test(m)) {
    for (const [kind, re] of EMOJI_KINDS) if (re.test(m)) return kind;
    return 'laugh';
  }
  if (LAUGH.test(m) && /[ㅋㅎ]/.test(m)) return 'laugh';
  if (ANSWER.test(m)) return 'answer';
  if (HUH.test(m) || /^[.…]+$/.test(m)) return 'confused';
  if (SIGH.test(m)) return 'sad';
  if (INTERJECTION.test(m)) return 'laugh';
  if (SAD_MARK.test(m) && FAILED_WORDS.test(m) && m.replace(/\s+/g, '').length <= 12 && !/[A-Za-z_]{2,}|[=()[\]{}]/.test(m)) return 'sad';
  if (MORE.test(m)) return 'more';
  if (YES.test(m)) return 'yes';
  if (NO.test(m)) return 'no';
  if (SAD.test(m)) return 'sad';
  if (WHY.test(m)) return 'why';
  if (EXAMPLE.test(m)) return 'example';
  if (DONE.test(m)) return 'done';
  if (CONFUSED.test(m)) return 'confused';
  // The same kinds with interjections around them, or said in other words ('하나만 더', '왜 씀?', '?? 모르겠음').
  let core = m.replace(/[!.~,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  for (let prev = ''; prev !== core; ) {
    prev = core;
    core = core.replace(FILLERS, '').trim();
  }
  if (core !== m && core.length > 0 && core.length < m.length) {
    const again = shortTurn(core);
    if (again) return again;
  }
  // 'ㅇㅎ 그럼 순서는?': a yes or filler before a question is a question of its own (a follow-up, read in tutor.ts).
  if (/\?$/.test(core) && /^(ㅇ+|ㅇㅎ|ㅇㅋ|응|네|넹|아하?|오+)\s+(그럼|그러면|근데|그런데)?\s*[가-힣A-Za-z]{2,}/.test(core)) return null;
  // A topic named after the short word ('ㄴㄴ 나머지요', '아니 슬라이싱') makes it a question of its own.
  if (core.replace(/\s+/g, '').length > 10 || TOPIC.test(core) || understand(core).concepts.length > 0) return null;
  for (const [kind, re] of KEYWORDS) {
    if (!re.test(core)) continue;
    // '좋아하는 음식 뭐에요', '다음 시험 언제예요': a question word makes it a question of its own.
    if ((kind === 'yes' || kind === 'more' || kind === 'done') && QUESTION_WORD.test(core)) return null;
    return kind;
  }
  return null;
}

/** The last answer was a rung of the hint ladder (so '더' means the next rung). */
export function inLadder(state: ConversationState): boolean {
  const ladder: (TutorIntent | null)[] = ['hint', 'solution_request'];
  return ladder.includes(state.lastIntent) || state.rung > 0;
}

/** Feelings about studying or the day, in the ways students write them (bad days and good news). */
const FEELING = /((개|너무|넘|진짜|완전|엄청|핵|겁나)\s*어려|머리\s*(터짐|터져|터지)|이해\s*(가\s*)?(1도|하나도|전혀|진짜)\s*안|싫어서|싫은데|도움\s*(이\s*)?(하나도\s*)?안\s*(돼|됨|되)|나만\s*(느려|느림|늦|못|안\s*(돼|되|됨)|모르)|남들은|친구들은\s*다|뒤처|느려서|나\s*너무\s*느|망했|망함|망쳤|망해서|망친|꿀꿀|힘들|힘드|힘듦|지겨|지겹|지루|죽겠|미치겠|열받|의욕\s*(이\s*)?없|무기력|뿌듯|설레|하기\s*싫|공부\s*싫|싫다|싫어요|싫음|짜증|피곤|졸려|졸리|졸림|지쳤|지친|포기|우울|슬퍼|슬프|멘붕|스트레스|자신\s*(이\s*)?없|못\s*하겠|머리\s*(아파|터질)|현타|울고\s*싶|속상|무서워|무섭|걱정|답답|어려워\s*죽|너무\s*어려|노잼|재미없|재능\s*(이\s*)?없|소질\s*(이\s*)?없|어차피|떨려|떨린|긴장|불안|배고|심심|귀찮|때려\s*치|그만\s*두|바보|멍청|외로|화나|빡치|빡쳐|기분\s*(이\s*)?(안|별로|나빠|좋)|받았어요|받았어|만점|100점|칭찬\s*받|합격했|신나|기뻐|행복|최고야|놀고\s*싶|집에\s*가고\s*싶|쉬고\s*싶|자고\s*싶|천재|한\s*번에\s*(다\s*)?(성공|통과|됐)|해냈|드디어|내일\s*시험|시험\s*(기간|인데|이라|앞두|전날|공부|끝)|중간\s*고사|기말\s*고사|수행\s*평가|싸웠|싸워서|혼났|혼나서|아파요|아파서|감기|잠\s*(이\s*)?(와|온|옴)|하품|ㄷㄷ|덜덜|수행\s*(평가|본|봐|시험)|재밌(?!는\s*(거|것|얘기|이야기|말))|재미있(?!는\s*(거|것|얘기|이야기|말))|재미\s*붙|할\s*만하|생일|(나는|난|나만|나\s*혼자)\s*(아직|아직도|또|계속|맨날|혼자)?\s*(못|안\s*(돼|됨|되)|모르|제자리)|(친구|다른\s*(애|사람|친구)|남|옆\s*(자리|친구))\S{0,3}\s*(벌써|다|이미|빨리|금방)\s*\S{0,4}\s*(했|풀|끝|하는데|푸는데|잘)|못\s*알아\s*듣|못\s*알아\s*들|말귀|개\s*못|쓸모\s*(가\s*)?없|닥쳐|꺼져|시끄러|노답|한심|최악|별로야|구려|ㅗ)/;

/** Anger at the tutor or an insult: said calmly back, with an apology when the explanation did not help. */
const AT_TUTOR = /(하나도|전혀|1도|일도)\s*도움\s*(이\s*)?안|도움\s*(이\s*)?(하나도\s*)?안\s*(돼|됨|되|된다)|(멍청한|바보|쓸모없는|이상한)\s*(봇|로봇|챗봇|AI|에이아이|튜터)|못\s*알아\s*듣|못\s*알아\s*들|말귀|개\s*못|쓸모\s*(가\s*)?없|닥쳐|꺼져|시끄러|노답|한심|최악|구려|ㅗ|(너|넌|니|네가|니가|쌤|튜터|AI|에이아이|설명).{0,8}(바보|멍청|짜증|답답|별로|이상해|못\s*해|못함|왜\s*(이래|그래|케|렇게))|(바보|멍청한|멍청이)\s*(AI|에이아이|튜터|쌤|같은|냐|야)?\s*[.!?~]*$/i;
/** Liking it, or a day to celebrate. */
const ENJOY = /재밌(?!는\s*(거|것|얘기|이야기|말))|재미있(?!는\s*(거|것|얘기|이야기|말))|재미\s*붙|할\s*만하/;
const CELEBRATE = /생일|축하해\s*(줘|주세요)/;

/** Good news rather than a bad day. */
const GOOD_NEWS = /(받았어|만점|100점|칭찬\s*받|합격했|신나|기뻐|행복|최고야|기분\s*(이\s*)?좋|뿌듯|설레|천재|한\s*번에\s*(다\s*)?(성공|통과|됐)|해냈|드디어)/;
/** An exam still ahead (not one that went badly). */
const EXAM_AHEAD = /(내일|모레|다음\s*주|앞두|곧|전날|기간|준비|공부).{0,8}(시험|고사|수행)|(시험|고사|수행\s*평가).{0,4}(기간|인데|이라|앞두|전날|준비)|수행\s*(본|봐|보는)/;

/** Small talk about the tutor or the day ('쌤 좋아하는 음식 뭐에요', '쌤 몇 살이에요'): a warm word and back to the lesson. */
const SMALL_TALK = /(쌤|선생님|튜터|너|넌|당신)\s*(은|는|이|도)?\s*(혹시\s*)?(좋아하는|싫어하는|몇\s*살|나이|취미|mbti|엠비티아이|어디\s*살|사는\s*곳|여친|남친|애인|주말|점심|저녁|밥|뭐\s*먹|키\s*몇|집|꿈이|연예인|아이돌|노래)|(오늘|요즘)\s*(날씨|급식)|롤\s*티어|배그|피파|유튜브\s*뭐/i;

/**
 * A question about someone's likes or age with no subject ('좋아하는 음식 뭐야', '취미 뭐예요', '몇 살이야'): asked of the tutor.
 * A question about a program's own value ('좋아하는 음식 입력받으려면') names code words and is not this.
 */
const PERSONAL_QUESTION = /^(?:혹시\s*)?(?:제일\s*|가장\s*)?(좋아하는|싫어하는)\s*[가-힣]{1,6}\s*(?:이|가|은|는)?\s*(뭐|뭔|머|무엇|어떤|있)|^(?:혹시\s*)?(몇\s*살|나이|취미|mbti|엠비티아이)\s*(?:이|가|은|는)?\s*(뭐|뭔|머|몇|어떻게|이야|예요|에요|임|야)/i;

/** A question to the tutor about itself: it is addressed ('쌤도', '선생님은', '너는') and asks ('…어요?', '…했어?'). */
const TO_TUTOR_QUESTION = /^(쌤|선생님|튜터님?|너|넌|니)\s*(도|은|는|이|가)\s+\S.{0,24}(\?|[어아]요|냐|니|나요|까요)\s*$/;

export function isSmallTalk(message: string): boolean {
  const m = message.replace(/\s+/g, ' ').trim();
  return SMALL_TALK.test(m) || PERSONAL_QUESTION.test(m) || TO_TUTOR_QUESTION.test(m);
}

/** Awe or a shiver typed as a sound ('ㄷㄷ'): a feeling alone, but not next to a question of its own ('AI 어케 만듦 ㄷㄷ'). */
const SOUND_ONLY = /ㄷㄷ+|덜덜/g;
const ASKS = /\?|어케|어떻게|어떡|뭐|뭔|왜|언제|어디|무슨|몇/;
/** Asking whether something is on a test ('이거 시험에 나와요??', '중간고사 범위 어디까지'): a question, not a bad day. */
const EXAM_QUESTION = /시험에\s*(나와|나오|나옴|나올|출제)|(시험|고사|수행\s*평가)\s*(범위|문제)/;

export function expressesFeeling(message: string): boolean {
  const m = message.replace(/\s+/g, ' ');
  if (!FEELING.test(m)) return false;
  const rest = m.replace(SOUND_ONLY, '');
  if (ASKS.test(m) && !FEELING.test(rest)) return false;
  if (EXAM_QUESTION.test(m) && !/망했|망함|망쳤|망해|망친|못\s*봤|떨어|싫|힘들|걱정|떨려|긴장|불안/.test(m)) return false;
  return true;
}

/** One warm sentence for a feeling (chosen by what the student said). */
export function warmSentence(message: string): string {
  const said = TEXTS.feelings;
  if (AT_TUTOR.test(message)) return said.atTutor;
  if (CELEBRATE.test(message)) return said.celebrate;
  if (ENJOY.test(message) && !/재미\s*없|노잼/.test(message)) return said.enjoy;
  if (GOOD_NEWS.test(message)) return said.goodNews;
  if (EXAM_AHEAD.test(message) && !/망했|망함|망쳤|못\s*봤|떨어/.test(message)) return said.examAhead;
  if (/아파|감기/.test(message)) return said.ill;
  if (/망했|망함|망쳤|망해서|망친|못\s*봤|떨어졌/.test(message) || (/시험/.test(message) && !EXAM_QUESTION.test(message))) return said.exam;
  if (/피곤|졸려|졸리|졸림|지쳤|지친|쉬고|자고|잠|하품/.test(message)) return said.tired;
  if (/떨려|떨린|긴장|불안|걱정|무서|ㄷㄷ|덜덜/.test(message)) return said.nervous;
  if (/배고/.test(message)) return said.hungry;
  if (/심심|지겨|지겹|지루|노잼|재미없/.test(message)) return said.bored;
  if (/놀고|집에|쉬고/.test(message)) return said.restless;
  if (/짜증|열받|빡치|빡쳐|화나/.test(message) && !/재능|소질|포기|나만/.test(message)) return said.annoyed;
  if (/힘들|힘드|힘듦|지쳤|지친/.test(message)) return said.hardDay;
  if (/싫|귀찮|그만|때려|의욕|무기력/.test(message)) return said.unwilling;
  if (/재능|소질|어차피|바보|멍청|어려|못\s*하겠|자신|포기|답답|멘붕|나만|남들|친구|다른\s*(애|사람)|아직도|혼자만|뒤처|느려|느림/.test(message)) return said.discouraged;
  return said.other;
}
