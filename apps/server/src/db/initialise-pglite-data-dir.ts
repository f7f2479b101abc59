import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PGlite folder holds PG_VERSION once initdb has finished in it. */
export function isPGliteDataDir(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite's initdb leaves some 550 MB of WASM memory behind that the process never gets back
 * (decision 014). A new folder is therefore initialised in a short-lived child process, whose
 * memory goes back to the system when it exits; the server then opens the ready folder.
 * Returns whether a child ran.
 */
export async function initialisePGliteDataDir(dataDir: string): Promise<boolean> {
  if (isPGliteDataDir(dataDir)) return false;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pgliteEntry)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await run(process.execPath, ['-e', script, dataDir], { timeout: 120_000 });
  return true;
}
