// Consent records (issue 25, ADR 025): what a user agreed to at sign-up or at the first sign-in of
// an account made for them, which version of the notice they saw, when and from which address; the
// optional AI-model item can be withdrawn and given again in /profile/privacy.
import { CONSENT_ITEM_LABELS, CONSENT_MSG, type ConsentItem, type ConsentRecord, type ConsentState, type SignupConsents } from '@dodam/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { consents, users } from '../db/schema.js';
import { conflict } from '../lib/http-errors.js';
import type { Admission } from '../tutor/service.js';
import { privacyNotice } from './privacy-notice.js';

export type ConsentRow = typeof consents.$inferSelect;

/** The notice's version: a short hash of the notice as it reads now (inventory, third parties, responsible person). */
export async function noticeVersion(db: Db, config: Config): Promise<string> {
  return (await privacyNotice(db, config)).version;
}

/** Whether the optional AI-model item is asked at all: only while a model is configured. */
export const aiModelConfigured = (config: Config): boolean => config.TUTOR_PROVIDER === 'openai';

export async function insertConsents(db: Db, userId: number, decisions: { item: ConsentItem; granted: boolean }[], version: string, ip: string | null): Promise<void> {
  if (decisions.length === 0) return;
  await db.insert(consents).values(decisions.map((d) => ({ userId, item: d.item, granted: d.granted, noticeVersion: version, ipAddress: ip })));
}

/** The decisions a sign-up (or a first sign-in) records: the required item and, when a model is configured, the optional one. */
export function signupDecisions(config: Config, given: { privacy: true; ai_model: boolean }): { item: ConsentItem; granted: boolean }[] {
  const out: { item: ConsentItem; granted: boolean }[] = [{ item: 'privacy', granted: given.privacy }];
  if (aiModelConfigured(config)) out.push({ item: 'ai_model', granted: given.ai_model });
  return out;
}

async function latest(db: Db, userId: number, item: ConsentItem): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.item, item)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row;
}

/**
 * Whether the tutor may send this user's questions and code to the configured model. A refusal or
 * a withdrawal keeps the user on the built-in tutor; an account with no decision on record (made
 * before consent was asked, or by an admin) keeps the earlier behaviour until its owner decides (ADR 025).
 */
export async function modelConsented(db: Db, userId: number): Promise<boolean> {
  const row = await latest(db, userId, 'ai_model');
  return row ? row.granted : true;
}

export function presentConsent(row: ConsentRow): ConsentRecord {
  return {
    item: row.item,
    label: CONSENT_ITEM_LABELS[row.item],
    granted: row.granted,
    notice_version: row.noticeVersion,
    ip_address: row.ipAddress,
    at: row.createdAt.toISOString(),
  };
}

export async function selectConsents(db: Db, userId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt), asc(consents.id));
}

export async function consentState(db: Db, config: Config, userId: number): Promise<ConsentState> {
  const rows = await selectConsents(db, userId);
  return { ai_model: aiModelConfigured(config) && (await modelConsented(db, userId)), ai_model_configured: aiModelConfigured(config), history: rows.map(presentConsent) };
}

/** Give or withdraw the optional AI-model item (only meaningful while a model is configured). */
export async function updateModelConsent(db: Db, config: Config, userId: number, granted: boolean, ip: string | null): Promise<ConsentState> {
  if (!aiModelConfigured(config)) throw conflict(CONSENT_MSG.aiModelUnavailable);
  await insertConsents(db, userId, [{ item: 'ai_model', granted }], await noticeVersion(db, config), ip);
  return consentState(db, config, userId);
}

/** The one-time consent of an account made for the student (roster import): recorded, then the account opens. */
export async function recordFirstConsent(db: Db, config: Config, userId: number, given: SignupConsents, ip: string | null): Promise<void> {
  const version = await noticeVersion(db, config);
  await db.transaction(async (tx) => {
    await insertConsents(tx, userId, signupDecisions(config, { privacy: true, ai_model: given.ai_model ?? false }), version, ip);
    await tx.update(users).set({ consentRequired: false, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/** The tutor's admission with the optional item applied: without the user's consent the built-in tutor answers (ADR 025). */
export async function withModelConsent(db: Db, userId: number, admission: Admission): Promise<Admission> {
  if (!admission.useModel || (await modelConsented(db, userId))) return admission;
  return { useModel: false, remaining: null, note: null };
}
