// Shared rules of the rubric of sealed-set-6b.ts and dev-set-6b.ts (issue 24, written 2026-11-27 by author6b
// from the list of broken text and refusals, before any reply was seen). The first nine are the rules of
// rules-5a.ts, re-exported (the same rules, not a copy); the last four are this author's own. Both 6b sets use
// them, so changing a rule here (or in rules-5a.ts) changes the sealed sets' rubrics too: do not loosen them to
// make a case pass.
export { REFUSE, DUMP, DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT } from './rules-5a.js';
/** A code block opened with a language and closed on the next line: the example that should be there is empty. */
export const EMPTY_CODE_BLOCK = /^```[A-Za-z]+[ \t]*\n[ \t]*```[ \t]*$/m;
/** The reply ends on a lead-in whose content never comes ("예를 들어", "다음과 같아요"). */
export const DANGLING_LEAD = /(예를\s*들(어|면)|다음과\s*같(아요|습니다|이))[\s.,:：]*$/;
/** Both forms of a josa glued after 」 ("」을를", "」이가"): a template that could not choose. */
export const DOUBLE_JOSA_AFTER_QUOTE = /」(을를|를을|이가|가이|은는|는은|과와|와과|으로로)/;
/** A template slot that leaked into the text (JavaScript's undefined, an object, an unfilled ${…}). */
export const LEAKED_TEMPLATE = /undefined|\[object Object\]|\$\{[A-Za-z_]/;
