// tturn3's probe set (probe-tturn3-set.ts) through the real chat API, printed per class with every failing case and
// its reply (the dev harness); fails below the floor.
import { runDev } from './dev-harness.js';
import { PROBE_TTURN3 } from './probe-tturn3-set.js';

/**
 * First measured rate on the unchanged tutor (main bf9eb9c): 29/36 = 80.6 %, minus 3 points, rounded down.
 * (After stop 37's changes, main 12f70dc: 34/36 = 94.4 %.)
 */
export const PROBE_TTURN3_FLOOR = 0.77;

runDev({ name: 'tturn3 probes', cases: PROBE_TTURN3, floor: PROBE_TTURN3_FLOOR });
