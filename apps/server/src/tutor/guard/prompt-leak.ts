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
  if (random.length >= 8 && /^[0-9a-f]+$/.test(random) && canaryPieces(text, random)) return true;
  let run = 0;
  for (let i = 0; i + SHINGLE <= t.length; i++) {
    if (secret.shingles.has(t.slice(i, i + SHINGLE))) {
      run++;
      if (run >= RUN) return true;
    } else run = 0;
  }
  return false;
}

/** Shortest piece of the canary's random part that counts as shown (4 hex digits: 1 in 65 536 by chance). */
const PIECE = 4;

/**
 * The canary given in pieces — each forwards or backwards, in any order, with anything between
 * them (words, other lines, other replies): two thirds of its random part covered by pieces of at
 * least PIECE characters found in the run of the text's hex digits (read both ways).
 */
export function canaryPieces(text: string, random: string): boolean {
  const digits = text.replace(/[^0-9A-Fa-f]/g, '').toLowerCase();
  if (digits.length < PIECE * 2) return false;
  const both = `${digits}|${Array.from(digits).reverse().join('')}`;
  const covered = new Array<boolean>(random.length).fill(false);
  for (let i = 0; i + PIECE <= random.length; i++) {
    let len = PIECE;
    while (i + len <= random.length && both.includes(random.slice(i, i + len))) len++;
    len--;
    if (len >= PIECE) for (let j = i; j < i + len; j++) covered[j] = true;
  }
  return covered.filter(Boolean).length * 3 >= random.length * 2;
}
