import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromPglite } from '../src/db/client.js';
import { seedCatalogue } from '../src/db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated, seeded PGlite data dir; every test file loads its own copy. */
    pgliteTemplate: string;
  }
}

// Migrating per test file would cost seconds each; migrate once and copy (DESIGN.md, PGlite facts).
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-template-'));
  const file = join(dir, 'template.tar.gz');
  if (!process.env.TEST_DATABASE_URL) {
    const client = await PGlite.create();
    const database = fromPglite(client);
    await database.migrate();
    await seedCatalogue(database.db);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
