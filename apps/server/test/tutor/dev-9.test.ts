import { runDev } from './dev-harness.js';
import { DEV_SET_9 } from './dev-set-9.js';

/** First measured rate, on the unchanged tutor (branch made from main bf9eb9c): FIRST, minus 3 points, rounded down. */
export const DEV_9_FLOOR = 0;

runDev({ name: 'dev set 9', cases: DEV_SET_9, floor: DEV_9_FLOOR });
