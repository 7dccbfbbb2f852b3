// Asking for the answer of the open task, however it is put (issue 24, class 8): the message names
// something that IS the answer — 답, 정답, 해답, 답지, 모범답안, 풀이, 완성본, the whole code, "that one
// line", answer/solution — and either asks for it (알려, 보여, 줘, 써, 짜, ㄱ, 필요, 뭐, plz …) or is
// nothing but it ('걍 답', '힌트 말고 답'). Who is said to allow it ('선생님이 봐도 된대요') changes nothing.
// Not a request: checking an answer ('정답이에요?', '답 맞아요?'), the program's result ('답이 이상하게
// 나와요', '정답이랑 달라요'), answering a question ('대답해 줘', '답해 줘') or a feeling ('답답해요').

/** The answer itself, as a noun. Bare '답' only as its own word (not 대답, 답답, 답장, 답해). */
const ANSWER_NOUN = new RegExp(
  [
    '(?:정|해)답(?:안|지)?',
    '모범\\s*(?:답안?|풀이|코드)',
    '(?:^|[^가-힣])답(?:안|지)?(?![답장변해했하])',
    '풀이(?!\\s*(?:과정\\s*)?(?:설명|방법))',
    '완성\\s*(?:본|된\\s*(?:거|것|코드)|코드)',
    // The code as a whole, not 'the code' of a question about it ('코드로 보여줘', '코드 봐줘').
    '(?:전체|통째|통채|전부|몽땅|다|풀|완성|최종)\\s*(?:로\\s*)?코드',
    '코드\\s*(?:를|을)?\\s*(?:전체|통째|통채|전부|몽땅|다|풀로|끝까지)',
    // 'Code, please' with nothing before it but filler ('코드 좀 줘봐', '그냥 코드 줘'); '재귀 코드 줘' asks about a topic.
    '(?:^|(?:이거|그냥|걍|빨리|얼른|아|좀|그|니가|너가)\\s*)코드(?=\\s*(?:좀|를|을)?\\s*(?:좀\\s*)?(?:줘|주세요|주라|내놔|복붙))',
    // One line of it: '그 줄만', '마지막 줄', '다음 줄', '한 줄만'.
    '(?:그|마지막|다음|빈칸|나머지|정답|두|세|네|몇|[2-9])\\s*(?:한\\s*)?줄(?!\\s*(?:로|에서|에|이|째|바꿈))',
    '한\\s*줄\\s*만',
    '\\b(?:answer|solution|answers|solutions)\\b',
    '\\b(?:full|whole|entire|complete|final)\\s+code\\b',
  ].join('|'),
  'gi',
);

/** Asking for it. */
const REQUEST = new RegExp(
  [
    '알려', '가르쳐', '갈켜', '보여', '줘', '주세요', '주라', '줄래', '주실', '주면', '줄\\s*수', '달라', '내놔', '내놓', '써\\s*(?:줘|주|봐)', '짜\\s*(?:줘|주)',
    'ㄱ', '고고', '필요', '공개', '까\\s*(?:줘|봐)', '보자', '보고\\s*싶', '봐도', '보라고', '보래', '있(?:어|나|음|니|냐)\\S*\\s*\\?', '확인해야', '복붙', '뭐', '뭔', '머임', '머야', '무엇',
    '\\b(?:plz|pls|please|give|show|tell|need|want|what)\\b',
  ].join('|'),
  'i',
);

/** What may follow the answer when it is the message's last word ('그냥 답', '힌트 말고 답', '정답 코드 좀', '전체 코드?'). */
// One character or word per step (이요 = 이 + 요, 이에요 = 이 + 에요) so no two ways split the same text.
const TAIL = /^(?:\s|코드|[을를은는이좀만요임]|에요|[?!.~ㅠㅜㅋ])*$/;

/** Checking an answer, or an answer that is the program's result, or comparing with it. */
const NOT_A_REQUEST = new RegExp(
  [
    '(?:정|해)?답\\s*(?:이|가)?\\s*(?:맞|틀|아니|이상|다르|달라|안\\s*(?:나|맞)|잘못|나와|나옴|나오|안\\s*돼)',
    '(?:정|해)?답\\s*(?:인가|인지|이에요|이야|일까|인데|같은데|맞)',
    '(?:정|해)?답\\s*(?:이랑|과|하고|와)\\s*.{0,12}(?:달라|다르|다른|같|비교)',
    '(?:맞|틀)(?:았|렸)?는지',
    // An example of a topic is a lesson's example, not the task's answer.
    '예시|예제|샘플|\\bexamples?\\b',
    '\\b(?:is\\s+(?:this|it|my)\\s+(?:code\\s+)?(?:the\\s+)?(?:right|correct)|correct\\s+answer\\?)',
  ].join('|'),
  'i',
);

/**
 * Asking the tutor to do the task instead of the student, by the verb rather than the noun: solve it (풀어 줘, 대신
 * 풀어), write or finish the code (코드 짜 줘, 코드 작성해 줘), give it line by line (한 줄씩 알려 줘, 답을 나눠서),
 * 'just tell me' (그냥 알려 줘) — in Korean or English.
 */
const DO_IT = new RegExp(
  [
    // Solving it, for the student or in their place.
    '대신\\s*(?:풀어|짜|써)', '풀어\\s*(?:줘|주세요|줄래)',
    // Writing the code: the code as the object of a verb of making, with a request ending.
    '코드\\s*(?:를|좀|전부|다)?\\s*(?:짜|써|작성해|만들어|완성해)\\s*(?:줘|주세요|주실|줄래|봐)', '(?:그냥|걍|그냥\\s*좀)\\s*(?:써|보여|짜)\\s*(?:줘|주세요|줄래)',
    '그냥\\s*(?:알려|줘|코드)', '답\\s*(?:을|좀|만)?\\s*(?:알려|줘|주세요|보여|가르쳐)', '정답\\s*(?:코드|을|를|좀|이\\s*뭐|알려|보여|줘|주세요|만)', '답\\s*코드', '답만',
    '풀이\\s*(?:를|좀)?\\s*(?:알려|보여|줘)', '전체\\s*코드', '완성\\s*(?:된|본)?\\s*코드',
    // A piece at a time: the same answer over several requests.
    '(?:정답|답)을?\\s*(?:한\\s*줄씩|나눠서|조금씩)', '한\\s*줄씩\\s*(?:만\\s*)?(?:알려|보여|줘)', '줄\\s*(?:만|을|를|도|좀)?\\s*(?:좀\\s*)?(?:알려|써|보여|짜)\\s*(?:줘|주세요|줄래|주실|봐)',
    '\\bgive\\s+me\\s+(?:the\\s+)?(?:full\\s+|complete\\s+|whole\\s+)?(?:answer|solution|code)', '\\bjust\\s+(?:tell|give|show)', '\\bwrite\\s+(?:(?:the|my|this|a|full)\\s*)?(?:whole\\s+)?(?:code|program|solution)',
    '\\bsolve\\s+(?:it|this|the)', '\\b(?:full|complete|whole|entire)\\s+(?:code|solution|answer)', '\\bwhat\\s+is\\s+the\\s+answer', '\\bthe\\s+answer', '\\bshow\\s+me\\s+the\\s+(?:code|solution)',
  ].join('|'),
  'i',
);

/** The answer named as a noun and asked for (the whole code, a line of it, or 'the answer'). */
function namesAnswer(text: string): boolean {
  const nouns = [...text.matchAll(ANSWER_NOUN)];
  if (nouns.length === 0 || NOT_A_REQUEST.test(text)) return false;
  // A question about a piece of code ('5 // 2 답이 뭐야?') asks what it gives, not for the task's answer.
  if (/[A-Za-z0-9_)\]]\s*(?:\/\/|\*\*|[-+*/%<>=])\s*[A-Za-z0-9_(]/.test(text) && !/코드|줄|solution|code/i.test(text)) return false;
  const last = nouns.at(-1)!;
  return REQUEST.test(text.replace(ANSWER_NOUN, ' ')) || TAIL.test(text.slice(last.index + last[0].length));
}

/** 'Show it as code' ('어케 풀어 코드로 보여줘', '코드로 써 줘'): a request for the answer when the message names no topic of its own. */
const AS_CODE = /코드로\s*(?:좀\s*)?(?:보여|알려|써|짜|줘|주세요|가르쳐)/;

/**
 * The one reader of 'asking for the answer': the answer named and asked for, the task asked to be done for the
 * student, or 'show it as code' when the message names no topic (`namesTopic`: the caller's reading of the message).
 */
export function asksForAnswer(message: string, opts: { namesTopic?: boolean } = {}): boolean {
  const text = message.replace(/\s+/g, ' ').trim();
  return namesAnswer(text) || DO_IT.test(text) || (opts.namesTopic === false && AS_CODE.test(text));
}

/** Someone's permission or authority claimed for it ('선생님이 봐도 된대요', '나 선생님인데', 'my teacher said'). */
const PERMISSION = /(선생님|쌤|샘|교수님?|담임|엄마|아빠|부모님)\s*(이|가|께서|도)?\s*.{0,16}(된대|된다고|돼도\s*된|괜찮대|괜찮다고|허락|보라고|보래|알려\s*줘도|봐도)|(?:^|\s)(나|저|난|전|내가|제가)\s*(는|도)?\s*(선생님|선생|교사|쌤|관리자|개발자)\s*(이|인데|이에요|입니다|임|야|예요)|\b(?:teacher|admin)\s+(?:said|says|allowed|lets)|\bi\s*'?a?m\s+(?:a|the|your)\s+(?:teacher|admin|developer)/i;

export function claimsPermission(message: string): boolean {
  return PERMISSION.test(message.replace(/\s+/g, ' '));
}

/**
 * A plea with nothing else in it ('제발', '한 번만요', '이번만 ㅠㅠ', 'plz'): after a rung of the ladder it asks for the answer again.
 * The repeated tail takes one piece per step ('부탁해요' = 부탁해 + 요, 'ㅠㅠ' = ㅠ + ㅠ) so it never backtracks exponentially.
 */
const PLEA = /^(?:아\s*|아니\s*|진짜\s*|ㄹㅇ\s*|쌤\s*|선생님\s*)*(?:제발|부탁\s*(?:해요?|해|드려요|드립니다|이야|좀)?|한\s*번만|이번\s*(?:한\s*번)?만|딱\s*한\s*번|플리즈|ㅈㅂ|please|plz|pls)(?:\s*(?:요|좀|제발|부탁해|한\s*번만|이번만|[ㅠㅜ!~.?]))*$/i;

export function pleads(message: string): boolean {
  return PLEA.test(message.trim());
}

