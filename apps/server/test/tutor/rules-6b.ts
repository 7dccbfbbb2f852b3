// Shared rules of the rubric of sealed-set-6b.ts and dev-set-6b.ts (issue 24, written 2026-11-27 by author6b
// from the list of broken text and refusals, before any reply was seen). The first nine are the rules
// of rules-5a.ts, copied so the two pools stay independent; the last four are this author's own. Both 6b sets
// use them, so changing a rule here changes the sealed set's rubric too: do not loosen them to make a case pass.
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
/** A code block opened with a language and closed on the next line: the example that should be there is empty. */
export const EMPTY_CODE_BLOCK = /^```[A-Za-z]+[ \t]*\n[ \t]*```[ \t]*$/m;
/** The reply ends on a lead-in whose content never comes ("예를 들어", "다음과 같아요"). */
export const DANGLING_LEAD = /(예를\s*들(어|면)|다음과\s*같(아요|습니다|이))[\s.,:：]*$/;
/** Both forms of a josa glued after 」 ("」을를", "」이가"): a template that could not choose. */
export const DOUBLE_JOSA_AFTER_QUOTE = /」(을를|를을|이가|가이|은는|는은|과와|와과|으로로)/;
/** A template slot that leaked into the text (JavaScript's undefined, an object, an unfilled ${…}). */
export const LEAKED_TEMPLATE = /undefined|\[object Object\]|\$\{[A-Za-z_]/;
