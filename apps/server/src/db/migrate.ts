import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CompiledQuery } from 'kysely';
import type { Database } from './create-database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** Next to this module in the source tree; copied next to the bundle by build.mjs. */
const candidateDirs = [new URL('./migrations/', import.meta.url), new URL('./db/migrations/', import.meta.url)];

export async function loadMigrations(dir?: URL): Promise<Migration[]> {
  const folder = dir ?? (await firstExisting(candidateDirs));
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = /^(\d{4})-(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001-name.sql: ${file}`);
      const sql = await readFile(new URL(file, folder), 'utf8');
      return {
        version: Number(match[1]),
        name: match[2]!,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction. Forward-only and loud: an
 * edited or unknown applied migration stops the start rather than run on a schema we don't know.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  const run = database.executeSql;
  await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  await database.db.connection().execute(async (conn) => {
    const exec = (text: string, values: unknown[] = []) =>
      conn.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
    // Several API processes may start at once: one migrates, the others wait and find nothing to do.
    await exec('SELECT pg_advisory_lock(727170001)');
    try {
      const { rows } = await exec('SELECT version, checksum FROM schema_migrations ORDER BY version');
      const done = new Map(rows.map((r) => [Number(r.version), String(r.checksum)]));
      const known = new Set(all.map((m) => m.version));
      for (const version of done.keys()) {
        if (!known.has(version))
          throw new Error(`Database has migration ${version}, which this code does not know: refusing to start`);
      }
      for (const m of all) {
        const checksum = done.get(m.version);
        if (checksum !== undefined) {
          if (checksum !== m.checksum) throw new Error(`Migration ${m.version}-${m.name} was edited after it was applied`);
          continue;
        }
        await exec('BEGIN');
        try {
          for (const statement of splitStatements(m.sql)) await exec(statement);
          await exec('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
            m.version,
            m.name,
            m.checksum,
          ]);
          await exec('COMMIT');
        } catch (error) {
          await exec('ROLLBACK');
          throw new Error(`Migration ${m.version}-${m.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(m.version);
      }
    } finally {
      await exec('SELECT pg_advisory_unlock(727170001)');
    }
  });
  return applied;
}

/** Splits on semicolons at line ends outside dollar-quoted bodies; our migrations keep to that. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('--') && !inDollar) continue;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    current += `${line}\n`;
    if (!inDollar && trimmed.endsWith(';')) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

async function firstExisting(dirs: URL[]): Promise<URL> {
  for (const dir of dirs) {
    try {
      await readdir(dir);
      return dir;
    } catch {
      // try the next location
    }
  }
  throw new Error(`No migrations folder found (looked in ${dirs.map((d) => fileURLToPath(d)).join(', ')})`);
}
