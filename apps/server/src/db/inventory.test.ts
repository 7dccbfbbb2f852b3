// The privacy notice is generated from DATA_INVENTORY: a column stored without being listed (or
// listed after it is gone) fails here, so the notice always says what the code actually keeps.
import { describe, expect, it } from 'vitest';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { DATA_INVENTORY } from './inventory.js';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));

describe('data inventory', () => {
  it('lists every table of the schema and no other', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(Object.keys(DATA_INVENTORY).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it.each(tables.map((t) => [t.name, t] as const))('lists every column of %s with a description', (name, table) => {
    const entry = DATA_INVENTORY[name]!;
    expect(Object.keys(entry.columns).sort()).toEqual(table.columns.map((c) => c.name).sort());
    for (const [column, text] of Object.entries(entry.columns)) expect(text.trim().length, `${name}.${column}`).toBeGreaterThan(0);
    for (const field of [entry.title, entry.purpose, entry.retention]) expect(field.trim().length).toBeGreaterThan(0);
  });

  it('marks tables keyed to a user as personal data', () => {
    for (const t of tables) {
      const keyed = t.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users' && fk.reference().columns.some((c) => /user_id|student_id/.test(c.name)));
      if (keyed) expect(DATA_INVENTORY[t.name]!.personal, t.name).toBe(true);
    }
  });
});
