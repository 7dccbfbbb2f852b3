// School settings an admin sets once (issue 22): who to ask — shown on the pending and rejected
// screens. Stored in site_settings under 'admin_contact'.
import { adminContactSchema } from '@dodam/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { siteSettings } from '../db/schema.js';
import { recordAudit, type Actor } from './admin-deps.js';

const CONTACT_KEY = 'admin_contact';

export async function loadAdminContact(db: Db): Promise<string | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, CONTACT_KEY));
  const parsed = adminContactSchema.safeParse(row?.value);
  return parsed.success && parsed.data.contact ? parsed.data.contact : null;
}

export async function saveAdminContact(db: Db, actor: Actor, contact: string): Promise<string | null> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ key: CONTACT_KEY, value: { contact }, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { contact }, updatedAt: now, updatedBy: actor.id } });
    await recordAudit(tx, actor, 'settings.contact', { type: 'setting', id: CONTACT_KEY }, { contact });
  });
  return contact || null;
}
