import { readFile, stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type Options, type ZipFile } from 'yauzl';

/**
 * Reading archives back with an independent reader (yauzl), for tests: what the writer produced is
 * checked by someone else's parser, not by our own.
 */
/** Small archives are read from memory: yauzl reads a file entry by entry, slow for 100,000 of them. */
async function open(path: string, options: Options): Promise<ZipFile> {
  const merged = { lazyEntries: true, ...options };
  if ((await stat(path)).size < 64 * 1024 * 1024) return yauzl.fromBufferPromise(await readFile(path), merged);
  return yauzl.openPromise(path, merged);
}

export async function listEntries(path: string, options: Options = {}): Promise<Entry[]> {
  const zip = await open(path, options);
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } finally {
    zip.close();
  }
  return entries;
}

/** Every entry's inflated bytes, by name (skip big ones with `only`). */
export async function readEntries(
  path: string,
  only: (name: string) => boolean = () => true,
  options: Options = {},
): Promise<Map<string, Buffer>> {
  const zip = await open(path, options);
  const contents = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!only(entry.fileName) || entry.fileName.endsWith('/')) continue;
      contents.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
    }
  } finally {
    zip.close();
  }
  return contents;
}

/** The error yauzl gives opening or walking an archive, or null when it reads it all. */
export async function readError(path: string, options: Options = {}): Promise<Error | null> {
  try {
    const zip = await open(path, options);
    try {
      for await (const entry of zip.eachEntry()) void entry;
    } finally {
      zip.close();
    }
    return null;
  } catch (error) {
    return error as Error;
  }
}
