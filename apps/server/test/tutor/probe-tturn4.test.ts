// tturn4's probe set (probe-tturn4-set.ts) through the real chat API, printed per class with every failing case and
// its reply (the dev harness); fails below the floor.
import { runDev } from './dev-harness.js';
import { PROBE_TTURN4 } from './probe-tturn4-set.js';

/** First measured rate on the unchanged tutor (main e959eb4): 32/46 = 69.6 %, minus 3 points, rounded down. */
export const PROBE_TTURN4_FLOOR = 0.66;

runDev({ name: 'tturn4 probes', cases: PROBE_TTURN4, floor: PROBE_TTURN4_FLOOR });
