import { runDev } from './dev-harness.js';
import { DEV_SET_7A } from './dev-set-7a.js';

/** First measured rate, on the unchanged tutor: 74/97 = 76.3 % (main c109123), minus 3 points, rounded down. */
export const DEV_7A_FLOOR = 0.73;

runDev({ name: 'dev set 7a', cases: DEV_SET_7A, floor: DEV_7A_FLOOR });
