// Shared rules of the rubric of sealed-set-6a.ts and dev-set-6a.ts (issue 24, written 2026-11-27 by author6a from
// the list of broken text, refusals and lost threads, before any reply was seen; the first nine are the
// rules of rules-5a.ts, re-exported unchanged, plus three of author6a's). Both sets use them, so changing a rule
// here changes the sealed set's rubric too: do not loosen them to make a case pass.
import { DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT } from './rules-5a.js';

export { REFUSE, DUMP, DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT } from './rules-5a.js';

// Added by author6a.
/** A code block with nothing in it (the fence removed its content). */
export const EMPTY_CODE_BLOCK = /```[a-z]*[ \t]*\n?[ \t]*```/;
/** A short turn answered as if it came alone: the tutor asks what the student wants or says it did not understand. */
export const LOST_THREAD = /무엇을\s*도와|어떤\s*(걸|것을)\s*도와|질문을\s*(잘\s*)?이해하지\s*못|무슨\s*뜻인지\s*(잘\s*)?모르|조금\s*더\s*자세히\s*(말해|알려)/;
/** Every rule of broken text, for `forbid: [...BROKEN]`. */
export const BROKEN: RegExp[] = [DANGLING_END, NO_EXAMPLE, OPEN_QUOTE, BLANK_JOSA, SHUFFLED_NO_CODE, JOSA_AFTER_VOWEL, JOSA_AFTER_CONSONANT, EMPTY_CODE_BLOCK];
