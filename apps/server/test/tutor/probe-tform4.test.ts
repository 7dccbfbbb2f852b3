// tform4's probe set (probe-tform4-set.ts) through the real chat API, printed per class with every failing case and
// its reply (the dev harness); fails below the floor.
import { runDev } from './dev-harness.js';
import { PROBE_TFORM4 } from './probe-tform4-set.js';

/**
 * First measured rate on the unchanged tutor (main e959eb4): 16/43 = 37.2 %, minus 3 points, rounded down.
 * (After the question-form changes of 6bb1fe3: 38/43 = 88.4 %.)
 */
export const PROBE_TFORM4_FLOOR = 0.34;

runDev({ name: 'tform4 probes', cases: PROBE_TFORM4, floor: PROBE_TFORM4_FLOOR });
