import type { AccessWhat } from '@dodam/contracts/privacy';
import type { RouteOptions } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { SessionRow } from '../db/queries/sessions.js';
import type { UserRow } from '../db/queries/users.js';
import type { Mailer } from '../lib/mailer.js';
import type { ContentStore } from '../content/store.js';
import type { Sandbox } from '../grader/index.js';
import type { TutorService } from '../tutor/service.js';
import type { BackupService } from '../backup/service.js';
import type { ServiceDeps } from '../services/deps.js';

/** Who may call a route; checked by the auth hook before any handler runs. */
export type AuthLevel = 'public' | 'user' | 'admin' | 'teacher' | 'student';

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /**
     * The route returns students' records to a teacher or admin: the access-log hook records the
     * read for each student the handler named with noteStudentReads() (issue 25).
     */
    studentRead?: AccessWhat;
    /** A retried request with the same `Idempotency-Key` gets the first one's response (plugins/idempotency.ts). */
    idempotent?: boolean;
    /**
     * Audit trail (plugins/audit-trail.ts): state-changing admin routes are audited by default; `true`
     * audits a non-admin route too (a teacher's section video upload), `false` opts a route out.
     */
    audit?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Students whose records this request returned (set by handlers of `studentRead` routes). */
    studentReads: { ids: number[]; courseId: string | null } | null;
    /** Set when the handler wrote its own audit entry (recordAudit through actorOf). */
    audited: boolean;
    /** The claimed idempotency key of this request, when it carries one on an idempotent route. */
    idempotency: { userId: number; key: string } | null;
  }
  interface FastifyInstance {
    /** Every registered route's options (read `config` late: route folders fill in `auth`). */
    registeredRoutes: RouteOptions[];
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    content: ContentStore;
    sandbox: Sandbox;
    tutor: TutorService;
    /** Backups on demand and daily (ADR 017). */
    backups: BackupService;
    /** The plain object services take (never the Fastify instance). */
    deps: ServiceDeps;
  }
}
