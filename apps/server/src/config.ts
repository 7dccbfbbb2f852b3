import { z } from 'zod';
import { TUTOR_RATE_PER_MINUTE } from '@dodam/contracts';
import { resolve } from 'node:path';
import { CONTENT_DIR, DEFAULT_WEB_DIST } from './paths.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: z.string().regex(/^[A-Za-z0-9_.-]{3,30}$/, 'must be 3-30 letters, digits, _ . -').default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(128).optional(),
  ADMIN_EMAIL: z.email().default('admin@dodam.local'),
  /** Address shown to rejected applicants. */
  ADMIN_CONTACT_EMAIL: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('도담 <no-reply@dodam.local>'),
  /** The address people open Dodam at, for links in e-mails (a guardian's consent link) and the school sign-in redirect URI (ADR 018); the request's own origin when unset. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  /** Failures at one account (from browsers it never signed in on) that cost no wait (ADR 016). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(4),
  /** The same for a browser that signed in to that account before (its device cookie). */
  LOGIN_TRUSTED_DEVICE_FREE_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  /** Wait after the first failure past the free ones; doubles with each further failure up to LOGIN_DELAY_MAX_SECONDS. */
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(86400).default(600),
  /** Failed logins one address may make per LOGIN_WINDOW_SECONDS, plus one per account that signed in from it. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100000).default(100),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  TRUST_PROXY: bool.default(false),
  /**
   * Invalid registration/teacher codes one address may submit per CODE_GUESS_WINDOW_SECONDS, across
   * every endpoint that accepts codes (validate-code, sign-up). Valid codes are never counted.
   */
  CODE_GUESSES_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(30),
  CODE_GUESS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** Warm sandbox processes for server-side Python (default: cores + 1). */
  SANDBOX_POOL_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  SANDBOX_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(256),
  SANDBOX_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(10_000).default(5000),
  SANDBOX_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  CODE_RUNS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  EVAL_SUBMITS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  MAX_VIDEO_MB: z.coerce.number().int().min(1).max(4096).default(500),
  CONTENT_DIR: z.string().min(1).default(CONTENT_DIR),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /** offline: the basic tutor (no network); openai: any OpenAI-compatible Chat Completions endpoint. */
  TUTOR_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  TUTOR_OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  TUTOR_OPENAI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** Secret: only ever sent to the endpoint in the Authorization header. Local servers need none. */
  TUTOR_OPENAI_API_KEY: z.string().min(1).max(500).optional(),
  TUTOR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  TUTOR_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Message budget per user: a token bucket of TUTOR_BURST messages, one back every TUTOR_REFILL_SECONDS. */
  TUTOR_BURST: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Abuse-level limit of tutor messages per user and minute (every provider); default TUTOR_RATE_PER_MINUTE. */
  TUTOR_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(TUTOR_RATE_PER_MINUTE),
  TUTOR_REFILL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  TUTOR_MAX_INPUT: z.coerce.number().int().min(10).max(20_000).default(2000),
  TUTOR_MAX_REPLY_CHARS: z.coerce.number().int().min(200).max(20_000).default(2500),
  /** Where backups are written (ADR 017); default DATA_DIR/backups. Copy this folder off the server. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Backups older than this many days are deleted (the newest one is always kept). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** Hour of the day (Korea time, 0-23) of the daily automatic backup; `off` turns it off. */
  BACKUP_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)])
    .default(3),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; backupDir: string };

export class ConfigError extends Error {}

/** Parse the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, backupDir: parsed.data.BACKUP_DIR ? resolve(parsed.data.BACKUP_DIR) : resolve(dataDir, 'backups') };
}

/** Config for tests: quiet, throttling generous unless a test asks otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/dodam-test-unused' }), ...overrides };
}
