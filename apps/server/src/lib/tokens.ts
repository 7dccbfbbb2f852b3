import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque bearer token. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Human-friendly registration code, e.g. DODAM-7K3Q-M9XA (no 0/O/1/I confusion). */
export function generateRegistrationCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `DODAM-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** Strong generated password for the first administrator. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
