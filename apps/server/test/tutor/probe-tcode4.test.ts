// tcode4's probes (probe-tcode4-set.ts) through the real API, printed like a dev set: the rate per class and every
// failing case with its reply. Unchanged tutor (main e959eb4): 36/52 = 69.2 %.
import { runDev } from './dev-harness.js';
import { TCODE4_PROBES } from './probe-tcode4-set.js';

// First rate on the unchanged tutor (main e959eb4): 36/52 = 69.2 % (class 1 22/36, class 7 14/16), minus 3 points, rounded down.
export const TCODE4_PROBES_FLOOR = 0.66;

runDev({ name: 'tcode4 probes', cases: TCODE4_PROBES, floor: TCODE4_PROBES_FLOOR });
