import type { AuditAction, AuditTargetType } from '@dodam/contracts';
import type { Db } from '../db/client.js';
import { insertAuditEntry } from '../db/queries/audit.js';
import type { ServiceDeps } from './deps.js';

/** What admin workflows need (a subset of the services' deps object). */
export type AdminDeps = Pick<ServiceDeps, 'db' | 'content' | 'mailer'>;

/** The administrator performing an action, as the audit log names them. */
export interface Actor {
  id: number;
  username: string;
  /** Told when an entry names this actor (the audit-trail hook then adds no generic entry). */
  noteRecorded?: () => void;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string | number | null;
}

/** Append an audit entry; called inside the action's transaction so an action and its record stand or fall together. */
export async function recordAudit(db: Db, actor: Actor, action: AuditAction, target: AuditTarget, details: Record<string, unknown> = {}): Promise<void> {
  await insertAuditEntry(db, {
    actorId: actor.id,
    actorName: actor.username,
    action,
    targetType: target.type,
    targetId: target.id === null ? null : String(target.id),
    details,
  });
  actor.noteRecorded?.();
}
