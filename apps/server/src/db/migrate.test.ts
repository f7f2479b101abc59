import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-databases';
import { loadMigrations, migrate, splitStatements } from './migrate';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('applies every numbered migration once, in order', async () => {
    testDb = await createTestDatabase(kind);
    const all = await loadMigrations();
    expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort((a, b) => a - b));
    expect(await migrate(testDb.database)).toEqual(all.map((m) => m.version));
    expect(await migrate(testDb.database)).toEqual([]);
    const { rows } = await testDb.database.executeSql("SELECT to_regclass('public.sessions') AS t");
    expect(rows[0]?.t).toBe('sessions');
  });

  it('refuses to start when an applied migration was edited', async () => {
    testDb = await createTestDatabase(kind);
    const all = await loadMigrations();
    await migrate(testDb.database, all);
    const edited = all.map((m, i) => (i === 0 ? { ...m, checksum: 'different' } : m));
    await expect(migrate(testDb.database, edited)).rejects.toThrow(/was edited after it was applied/);
  });

  it('rolls back a failing migration and says which one', async () => {
    testDb = await createTestDatabase(kind);
    const broken = {
      version: 9999,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int);\nSELECT * FROM missing_table;',
      checksum: 'x',
    };
    await expect(migrate(testDb.database, [...(await loadMigrations()), broken])).rejects.toThrow(/Migration 9999-broken failed/);
    const { rows } = await testDb.database.executeSql("SELECT to_regclass('public.half_done') AS t");
    expect(rows[0]?.t).toBeNull();
  });
});

describe('splitStatements', () => {
  it('keeps dollar-quoted bodies whole and drops comment lines', () => {
    const sql =
      '-- a comment\nCREATE TABLE a (id int);\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\n';
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (id int)',
      'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql',
    ]);
  });
});
