// Dev set 6b (dev-set-6b.ts, written 2026-11-27 by author6b, an engineer who had not read the tutor's code,
// from the course content only; the other half of the same pool as sealed-set-6b.ts). Engineers MAY read and
// tune on it: this test runs every case through the real API (runDev in dev-harness.ts: runSet in rubric.ts, a
// fresh student per case, any made-up `history` and the earlier turns first in the same conversation) and
// prints the rate overall and per class, and for each failing case its id, message, why it fails and the first
// 400 characters of the reply. The test fails below the floor (the first measured rate minus 3 points, rounded
// down), so a change that makes it worse is caught.
import { runDev } from './dev-harness.js';
import { DEV_SET_6B } from './dev-set-6b.js';

/**
 * First measured rate, on the unchanged tutor: 75/92 = 81.5 % (tutor of main 379035e, set written on top of it), minus 3 points, rounded down.
 * Raised at the end of stop 34: the rate then, 88/92 = 95.7 % (main 00d2aaa, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 35: the rate then, 91/92 = 98.9 % (main dab85b6, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const DEV_6B_FLOOR = 0.95;

runDev({ name: 'dev set 6b', cases: DEV_SET_6B, floor: DEV_6B_FLOOR });
