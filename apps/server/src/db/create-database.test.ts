import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import { initialisePGliteDataDir, isPGliteDataDir } from './initialise-pglite-data-dir';
import { migrate } from './migrate';

describe('a PGlite data folder', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is initialised by a child process that has exited before the server opens it', async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-pglite-')), 'pglite');
    expect(await initialisePGliteDataDir(dir)).toBe(true);
    expect(isPGliteDataDir(dir)).toBe(true);

    const database = await createDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect((await migrate(database)).length).toBeGreaterThan(0);
      const { rows } = await database.executeSql("SELECT to_regclass('public.sessions') AS t");
      expect(rows[0]?.t).toBe('sessions');
    } finally {
      await database.close();
    }
  });

  it('that already holds a database is opened directly, with its data, and no child runs', async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-pglite-')), 'pglite');
    const first = await createDatabase({ kind: 'pglite', dataDir: dir });
    await migrate(first);
    await first.close();

    expect(await initialisePGliteDataDir(dir)).toBe(false);
    const again = await createDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(await migrate(again)).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('runs with a small buffer pool, since PGlite never gives back a buffer page it touched', async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-pglite-')), 'pglite');
    const database = await createDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const { rows } = await database.executeSql('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
