// tcode3's probes (probe-tcode3-set.ts) through the real API, printed like a dev set: the rate per class and every
// failing case with its reply. Floor: the rate on the unchanged tutor (main bf9eb9c) minus 3 points, rounded down.
import { runDev } from './dev-harness.js';
import { TCODE3_PROBES } from './probe-tcode3-set.js';

export const TCODE3_PROBES_FLOOR = 0;

runDev({ name: 'tcode3 probes', cases: TCODE3_PROBES, floor: TCODE3_PROBES_FLOOR });
