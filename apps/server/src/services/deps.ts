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
}
