import { runDev } from './dev-harness.js';
import { DEV_SET_7A } from './dev-set-7a.js';

/** First measured rate, on the unchanged tutor: p/t = r % (main <sha>), minus 3 points, rounded down. */
export const DEV_7A_FLOOR = 0;

runDev({ name: 'dev set 7a', cases: DEV_SET_7A, floor: DEV_7A_FLOOR });
