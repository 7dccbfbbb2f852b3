import type { Config } from '../config.js';
import type { ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import type { Sandbox } from '../grader/index.js';
import type { Mailer } from '../lib/mailer.js';

/**
 * What a service may use. Services take this plain object, never the Fastify instance, so they can be
 * called from routes, scripts and tests alike and cannot reach request state or other plugins.
 */
export interface ServiceDeps {
  db: Db;
  sandbox: Sandbox;
  config: Config;
  content: ContentStore;
  mailer: Mailer;
  /**
   * The clock of learning records and the figures read from them (study days, streaks, daily stats,
   * the mistakes notebook): records are stamped with it rather than the database's now(), so a test
   * sets one time for writing and reading and does not depend on the hour it runs at.
   */
  now: () => Date;
}
