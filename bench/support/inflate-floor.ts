// The floors of `npm run bench:import`: plainly inflating the archive (inflate-archive.mjs, in a
// process of its own), either every entry or only those the importer reads.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findExportFile } from '../../apps/server/src/imports/export-files';
import { openExportArchive } from '../../apps/server/src/imports/open-export-archive';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'inflate-archive.mjs');

export interface InflateFloor {
  /** From opening the archive to the last entry inflated, inside the process (its start-up left out). */
  ms: number;
  entries: number;
  inflatedBytes: number;
  /** The process's own VmHWM. */
  peakRssBytes: number;
}

export interface ArchiveEntries {
  /** Every file entry. */
  all: number;
  /** The entries the importer inflates: those export-files.ts knows, messages.csv left out. */
  read: Array<{ name: string; inflatedBytes: number }>;
}

/** Which entries the importer reads, decided as parseLinkedInExport decides (findExportFile). */
export async function importerEntries(zipPath: string): Promise<ArchiveEntries> {
  const archive = await openExportArchive(zipPath);
  try {
    const read = archive.entries
      .filter((entry) => {
        const file = findExportFile(entry.fileName);
        return file !== null && file !== 'messages';
      })
      .map((entry) => ({ name: entry.fileName, inflatedBytes: entry.uncompressedSize }));
    return { all: archive.entries.length, read };
  } finally {
    archive.close();
  }
}

/** Inflates `only` (entry names), or every entry, in a fresh Node process. */
export async function inflateFloor(zipPath: string, only?: string[]): Promise<InflateFloor> {
  const args = [script, zipPath, ...(only ? [JSON.stringify(only)] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as InflateFloor;
}
