// Instructions leak: the canary, or a run of the system prompt's own sentences.


const SHINGLE = 14;
/** Consecutive matching shingles that make a leak (≈ 20 shared characters in a row). */
const RUN = 7;

export function normaliseForShingles(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function shingles(text: string): Set<string> {
  const t = normaliseForShingles(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= t.length; i++) out.add(t.slice(i, i + SHINGLE));
  return out;
}

export interface PromptSecret {
  shingles: Set<string>;
  canary: string;
}

export function promptLeaks(text: string, secret: PromptSecret): boolean {
  const t = normaliseForShingles(text);
  if (secret.canary && t.includes(normaliseForShingles(secret.canary))) return true;
  // The canary's random part alone (`DODAM-` dropped or rewritten) is the canary too.
  const random = normaliseForShingles(secret.canary.replace(/^[A-Za-z]+-/, ''));
  if (random.length >= 8 && t.includes(random)) return true;
  // Split over lines with words in between ('앞쪽은 9E9A' … '뒤쪽은 C2E6BA5A'): read as the run of its
  // alphabet's characters alone, everything else (Korean, spacing, punctuation) dropped.
  if (random.length >= 8 && /^[0-9a-f]+$/.test(random) && text.replace(/[^0-9A-Fa-f]/g, '').toLowerCase().includes(random)) return true;
  let run = 0;
  for (let i = 0; i + SHINGLE <= t.length; i++) {
    if (secret.shingles.has(t.slice(i, i + SHINGLE))) {
      run++;
      if (run >= RUN) return true;
    } else run = 0;
  }
  return false;
}
