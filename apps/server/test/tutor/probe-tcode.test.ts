// tcode's probes (probe-tcode-set.ts) through the real API, printed like a dev set: the rate per class and every
// failing case with its reply. The floor is the rate they reached when the rules they check landed, minus 3 points.
import { runDev } from './dev-harness.js';
import { TCODE_PROBES } from './probe-tcode-set.js';

// The rate when the rules it checks landed: 33/36 = 91.7 % (main 5969914), minus 3 points, rounded down.
export const TCODE_PROBES_FLOOR = 0.88;

runDev({ name: 'tcode probes', cases: TCODE_PROBES, floor: TCODE_PROBES_FLOOR });
