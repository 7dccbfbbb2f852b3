// tcode3's probes (probe-tcode3-set.ts) through the real API, printed like a dev set: the rate per class and every
// failing case with its reply. Unchanged tutor (main bf9eb9c): 22/35 = 62.9 %.
import { runDev } from './dev-harness.js';
import { TCODE3_PROBES } from './probe-tcode3-set.js';

// The rate when the rules it checks landed: 30/35 = 85.7 %, minus 3 points, rounded down.
export const TCODE3_PROBES_FLOOR = 0.82;

runDev({ name: 'tcode3 probes', cases: TCODE3_PROBES, floor: TCODE3_PROBES_FLOOR });
