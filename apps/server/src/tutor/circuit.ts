// The model provider's circuit breaker: after a few failures in a row the basic tutor answers for
// a while, and admins see the last error (keys removed).
import type { TutorProviderName } from '@dodam/contracts';
import type { TutorProvider } from './providers/types.js';

const CIRCUIT_FAILURES = 3;
const CIRCUIT_OPEN_MS = 30_000;

export interface TutorStatus {
  provider: TutorProviderName;
  configured: TutorProvider;
  circuitOpenUntil: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** Provider error for logs and admins; keys (providers echo them masked, 'sk-ab***yz') removed. */
export function describeError(err: unknown, key?: string): string {
  let text: string;
  if (err instanceof Error) {
    const status = (err as { status?: unknown }).status;
    text = `${err.name}${typeof status === 'number' ? ` ${status}` : ''}: ${err.message}`;
  } else text = String(err);
  if (key) text = text.split(key).join('[key]');
  return text.replace(/\b(sk|key|token)-[A-Za-z0-9_*.-]{4,}/gi, '[key]').slice(0, 300);
}

export class ProviderCircuit {
  private failures = 0;
  private openUntil = 0;
  private lastError: { message: string; at: Date } | null = null;

  constructor(
    private readonly configured: TutorProvider,
    private readonly offline: TutorProvider,
    private readonly apiKey: string | undefined,
    private readonly onOpen: (until: Date) => void,
  ) {}

  /** The provider that will answer now (offline while the circuit is open). */
  active(): TutorProvider {
    return this.configured.name !== 'offline' && this.openUntil <= Date.now() ? this.configured : this.offline;
  }

  status(): TutorStatus {
    const open = this.openUntil > Date.now();
    return {
      provider: open ? 'offline' : this.configured.name,
      configured: this.configured,
      circuitOpenUntil: open ? new Date(this.openUntil) : null,
      lastError: this.lastError?.message ?? null,
      lastErrorAt: this.lastError?.at ?? null,
    };
  }

  describe(err: unknown): string {
    return describeError(err, this.apiKey);
  }

  failed(err: unknown): void {
    this.failures++;
    this.lastError = { message: this.describe(err), at: new Date() };
    if (this.failures >= CIRCUIT_FAILURES) {
      this.openUntil = Date.now() + CIRCUIT_OPEN_MS;
      this.failures = 0;
      this.onOpen(new Date(this.openUntil));
    }
  }

  succeeded(): void {
    this.failures = 0;
  }

  /** Closed again, failures forgotten (tests start each case this way). */
  reset(): void {
    this.failures = 0;
    this.openUntil = 0;
  }
}
