import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from './content/store.js';
import { createSandbox } from './grader/index.js';
import { BackupService } from './backup/service.js';
import { TutorService } from './tutor/service.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { prepareDatabase } from './db/seed.js';
import accessLogPlugin from './plugins/access-log.js';
import auditTrail from './plugins/audit-trail.js';
import authPlugin from './plugins/auth.js';
import idempotencyPlugin from './plugins/idempotency.js';
import errorsPlugin, { clientErrorReply, frameworkErrorReply } from './plugins/errors.js';
import securityHeaders from './plugins/security-headers.js';
import sse from './plugins/sse.js';
import staticSpa from './plugins/static-spa.js';
import compress from './plugins/compress.js';
import { apiRoutes } from './routes/index.js';
import { learningProgressRoutes } from './routes/learning-progress/index.js';
import './plugins/types.js';
import { createMailer } from './lib/mailer.js';
import { serializeError } from './lib/log-safe.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Run migrations and seed (catalogue, first admin) before serving. */
  prepare?: boolean;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
  /** The services' clock (ServiceDeps.now); the wall clock unless a test sets one. */
  now?: () => Date;
}

export async function buildApp({ config, database, prepare = true, logStream, now = () => new Date() }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Defence in depth: request logs carry no headers or bodies, but never let these through.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token', '*.token', '*.client_secret'], censor: '[redacted]' },
      // Errors are logged without the user data they carry (a failing query's parameters).
      serializers: { err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // A malformed %-escape in a path (or an over-long parameter) is answered in Korean too.
    frameworkErrors: frameworkErrorReply,
    // A request the HTTP parser cannot read (bad request line or header, headers too large) too.
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route as registered (method, url, config): the root hooks key on route config, and tests
  // walk this list to check that a class of rule holds for every route (ids, audit, caching).
  const registeredRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registeredRoutes.push(route as RouteOptions);
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }));
  const content = loadContent(config.CONTENT_DIR);
  if (content.missing.length) app.log.warn({ sections: content.missing }, 'content incomplete: these sections lack a lesson or problems');
  app.decorate('content', content);
  const sandbox = createSandbox({
    poolSize: config.SANDBOX_POOL_SIZE,
    queueLimit: config.SANDBOX_QUEUE_LIMIT,
    defaultTimeLimitMs: config.SANDBOX_TIME_LIMIT_MS,
    memoryLimitMb: config.SANDBOX_MEMORY_MB,
    logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });
  app.decorate('sandbox', sandbox);
  const tutor = new TutorService({ db: database.db, content, config, log: app.log, sandbox });
  app.decorate('tutor', tutor);
  app.decorate('deps', { db: database.db, sandbox, config, content, mailer: app.mailer, now });
  const backups = new BackupService(database, { backupDir: config.backupDir, keepDays: config.BACKUP_KEEP_DAYS, hour: config.BACKUP_HOUR }, app.log);
  app.decorate('backups', backups);
  app.addHook('preClose', () => tutor.usage.flush());
  // A backup being written finishes before the database closes.
  app.addHook('preClose', () => backups.stop());
  app.addHook('onClose', async () => {
    await sandbox.close();
    await database.close();
  });

  if (prepare) await prepareDatabase(database, config, app.log);

  // The error handler goes first so that every plugin's routes (Swagger UI included) inherit it;
  // then external plugins, app plugins and routes (fastify/demo order).
  await app.register(errorsPlugin);
  // Form bodies (the OAuth2-style login) are parsed strictly by the errors plugin (plugins/errors.ts).
  await app.register(multipart);
  mkdirSync(join(config.dataDir, 'media'), { recursive: true });
  await app.register(fastifyStatic, { root: join(config.dataDir, 'media'), serve: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dodam API', description: '도담 API (/api/v1)', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  await app.register(securityHeaders);
  await app.register(authPlugin);
  await app.register(accessLogPlugin);
  await app.register(auditTrail);
  await app.register(idempotencyPlugin);

  await app.register(sse);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  // The spec calls daily stats at the bare path too (section 7); same handler, same guard.
  await app.register(learningProgressRoutes);

  await app.register(staticSpa);
  // Last: the other onSend hooks see the plain body.
  await app.register(compress);
  return app;
}
