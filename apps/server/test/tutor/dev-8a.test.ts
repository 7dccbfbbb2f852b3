import { runDev } from './dev-harness.js';
import { DEV_SET_8A } from './dev-set-8a.js';

/** First measured rate, on the unchanged tutor: FIRST_DEV (main BASE), minus 3 points, rounded down. */
export const DEV_8A_FLOOR = 0;

runDev({ name: 'dev set 8a', cases: DEV_SET_8A, floor: DEV_8A_FLOOR });
