import { readdir, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_CACHE_DIR, ensureExport, generatorVersion } from './export-cache.ts';

describe('ensureExport', () => {
  it('generates once into the shared cache and hands everyone the same whole file', async () => {
    const [first, second] = await Promise.all([ensureExport('small', 424_242), ensureExport('small', 424_242)]);
    expect(second.zipPath).toBe(first.zipPath);
    expect(basename(first.zipPath)).toBe(`${await generatorVersion()}-small-424242.zip`);
    expect((await readFile(first.zipPath)).length).toBe(first.manifest.archiveBytes);
    expect(JSON.parse(await readFile(first.zipPath.replace(/\.zip$/, '.manifest.json'), 'utf8'))).toEqual(first.manifest);
    const leftovers = (await readdir(EXPORT_CACHE_DIR)).filter((name) => name.startsWith('.') && name.includes('424242'));
    expect(leftovers).toEqual([]);
  });
});
