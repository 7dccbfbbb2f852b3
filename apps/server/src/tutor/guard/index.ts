// Deterministic guardrails on model replies, one file per concern:
//  - solution.ts: solution leak (k-gram containment and line coverage against every problem's
//    reference solution minus what the student has; earlier replies add up);
//  - hidden-code.ts: code hidden in other readings of the text (blobs, tables, reversed, cut up);
//  - prompt-leak.ts: the canary or a run of the system prompt's own sentences;
//  - reply-guard.ts: streaming release of checked text and the length cap.
export { ReplyGuard, guardText, normaliseBlock, type GuardOptions } from './reply-guard.js';
export { bareCode, hidesCode, readings, reversedCode } from './hidden-code.js';
export { promptLeaks, shingles, type PromptSecret } from './prompt-leak.js';
export { buildSecrets, problemSecret, secretsFor, type GuardReason, type ProblemSecret, type SecretSolution } from './solution.js';
