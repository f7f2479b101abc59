import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportManifest, ExportSize } from './export-manifest.ts';
import { generateExport, manifestPathFor } from './generate-export.ts';

/** Shared by every test file, e2e run and bench on the machine: a max export is built once, not per suite. */
export const EXPORT_CACHE_DIR = join(tmpdir(), 'cadence-export-fixtures');

export interface CachedExport {
  zipPath: string;
  manifest: ExportManifest;
}

const STALE_AFTER_MS = 60 * 60 * 1000;
const sourceDir = fileURLToPath(new URL('.', import.meta.url));
const pending = new Map<string, Promise<CachedExport>>();
let versionPromise: Promise<string> | undefined;

/**
 * A hash of the generator's own sources: any change to what it writes changes the cache key, so a
 * stale archive is never served after an edit.
 */
export function generatorVersion(): Promise<string> {
  versionPromise ??= (async () => {
    const hash = createHash('sha256');
    const names = (await readdir(sourceDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
    for (const name of names) hash.update(name).update(await readFile(join(sourceDir, name)));
    return hash.digest('hex').slice(0, 12);
  })();
  return versionPromise;
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** Archives of older generator versions, once nobody can still be writing them. */
async function removeStale(version: string): Promise<void> {
  for (const name of await readdir(EXPORT_CACHE_DIR)) {
    if (name.startsWith(version)) continue;
    const path = join(EXPORT_CACHE_DIR, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(path, { force: true });
  }
}

async function buildOnce(size: ExportSize, seed: number): Promise<CachedExport> {
  const version = await generatorVersion();
  const zipPath = join(EXPORT_CACHE_DIR, `${version}-${size}-${seed}.zip`);
  const manifestPath = manifestPathFor(zipPath);
  // The zip is renamed into place last, so its presence means the manifest is there too.
  if (await exists(zipPath)) return { zipPath, manifest: JSON.parse(await readFile(manifestPath, 'utf8')) as ExportManifest };

  await mkdir(EXPORT_CACHE_DIR, { recursive: true });
  const scratch = join(EXPORT_CACHE_DIR, `.${version}-${size}-${seed}.${process.pid}.${randomUUID()}`);
  try {
    const manifest = await generateExport({ size, seed, outFile: `${scratch}.zip` });
    await writeFile(`${scratch}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    // Concurrent builders write identical bytes; whichever rename lands last wins, and readers only ever see whole files.
    await rename(`${scratch}.manifest.json`, manifestPath);
    await rename(`${scratch}.zip`, zipPath);
    await removeStale(version);
    return { zipPath, manifest };
  } finally {
    await rm(`${scratch}.zip`, { force: true });
    await rm(`${scratch}.manifest.json`, { force: true });
  }
}

/** The export of this size and seed, generated on first use into the shared cache. */
export function ensureExport(size: ExportSize, seed = 1): Promise<CachedExport> {
  const key = `${size}-${seed}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = buildOnce(size, seed);
    pending.set(key, promise);
    promise.catch(() => pending.delete(key));
  }
  return promise;
}
