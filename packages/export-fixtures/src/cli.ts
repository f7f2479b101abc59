import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_SIZES, type ExportSize } from './export-manifest.ts';
import { archiveName, DEFAULT_EXPORTED_AT, generateExport, manifestPathFor } from './generate-export.ts';
import { HOSTILE_KINDS, writeHostileArchives } from './hostile-archives.ts';

/**
 * npm run fixtures:export -- --size small|large|max [--out <dir>] [--seed N] [--hostile]
 * Writes the export and its manifest (and with --hostile every hostile archive) and says where.
 */
function fail(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run fixtures:export -- --size small|large|max [--out <dir>] [--seed N] [--hostile]\n`,
  );
  process.exit(2);
}

const { values: flags } = parseArgs({
  options: { size: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' }, hostile: { type: 'boolean' } },
});
const size = (flags.size ?? 'small') as ExportSize;
if (!EXPORT_SIZES.includes(size)) fail(`--size must be one of ${EXPORT_SIZES.join(', ')}, got "${size}".`);
const seed = Number(flags.seed ?? '1');
if (!Number.isInteger(seed) || seed < 0) fail(`--seed must be a whole number, got "${flags.seed}".`);
const outDir = resolve(flags.out ?? join('.data', 'export-fixtures', `${size}-${seed}`));
await mkdir(outDir, { recursive: true });

const zipPath = join(outDir, archiveName(DEFAULT_EXPORTED_AT, size === 'max' ? 'Complete' : 'Basic'));
const started = performance.now();
const manifest = await generateExport({ size, seed, outFile: zipPath, writeManifest: true });
const seconds = ((performance.now() - started) / 1000).toFixed(2);
process.stdout.write(
  `${zipPath}\n` +
    `  ${manifest.archiveBytes} bytes (${(manifest.archiveBytes / 1024 / 1024).toFixed(2)} MiB) in ${seconds} s\n` +
    `  manifest: ${manifestPathFor(zipPath)}\n` +
    `  ${manifest.fullName}, ${manifest.niche} / ${manifest.subNiche}, ${manifest.timeZone}; ` +
    `${manifest.postsWithText} posts with text, ${manifest.comments} comments, ${manifest.reactions} reactions, ` +
    `${manifest.connections} connections, ${manifest.messages} messages\n`,
);

if (flags.hostile) {
  const hostileDir = join(outDir, 'hostile');
  await mkdir(hostileDir, { recursive: true });
  for (const archive of await writeHostileArchives(hostileDir, HOSTILE_KINDS)) {
    process.stdout.write(`${archive.path}  ${archive.bytes} bytes  (${archive.verdict}) ${archive.description}\n`);
  }
}
