// Shared rules of the rubric of sealed-set-6a.ts and dev-set-6a.ts (issue 24, written 2026-11-27 by author6a from
// the list of broken text, refusals and lost threads, before any reply was seen; the first nine are the
// rules of rules-5a.ts, copied so that the two pools stay independent). Both sets use them, so changing a rule
// here changes the sealed set's rubric too: do not loosen them to make a case pass.
/** A plain refusal where an answer (or a warm word) is due. */
export const REFUSE = /답하기 어려워요|잘 모르겠어요/;
/** A whole later lesson dumped (three code blocks or more) instead of a one-line gist. */
export const DUMP = /(```[\s\S]*?```[\s\S]*?){3}/;
/** Text that stops where something should follow: a colon, an opening quote or "…를 입력하면" at the very end. */
export const DANGLING_END = /([:：“「]|(입력하|실행하|쓰|바꾸|넣으)면)\s*$/;
/** "아래 예시/코드" with no example (no code block, no indented code) after it. */
export const NO_EXAMPLE = /아래\s*(의\s*)?(예시|예제|코드)(?![\s\S]*(```|\n {4}\S))/;
/** A 「 title that is never closed on its line. */
export const OPEN_QUOTE = /「[^」\n]*$/m;
/** A josa glued to a blank ("____로"). */
export const BLANK_JOSA = /_{3,}(으로|로|을|를|이|가|은|는)(?![가-힣])/;
/** A shuffled-lines rung whose code block is missing. */
export const SHUFFLED_NO_CODE = /섞어\s*(두었|놓았|뒀|놨)(?![\s\S]*```)/;
/** Hangul syllables without (false) or with (true) a final consonant. */
const syllables = (withFinal: boolean): string => {
  let s = '';
  for (let c = 0xac00; c <= 0xd7a3; c++) if (((c - 0xac00) % 28 !== 0) === withFinal) s += String.fromCharCode(c);
  return s;
};
/** Wrong josa after 「…」: 을/이/은/과 after a vowel-final word, 를/가/는/와 after a consonant-final word. */
export const JOSA_AFTER_VOWEL = new RegExp(`[${syllables(false)}]」(을|이|은|과)(?![가-힣])`);
export const JOSA_AFTER_CONSONANT = new RegExp(`[${syllables(true)}]」(를|가|는|와)(?![가-힣])`);

// Added by author6a.
/** A code block with nothing in it (the fence removed its content). */
export const EMPTY_CODE_BLOCK = /```[a-z]*[ \t]*\n?[ \t]*```/;
/** A short turn answered as if it came alone: the tutor asks what the student wants or says it did not understand. */
export const LOST_THREAD = /무엇을\s*도와|어떤\s*(걸|것을)\s*도와|질문을\s*(잘\s*)?이해하지\s*못|무슨\s*뜻인지\s*(잘\s*)?모르|조금\s*더\s*자세히\s*(말해|알려)/;
/** Every rule of broken text, for `forbid: [...BROKEN]`. */
export const BROKEN: RegExp[] = [DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT, EMPTY_CODE_BLOCK];
