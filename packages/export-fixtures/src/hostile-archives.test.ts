import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deflateRepeated,
  HOSTILE_KINDS,
  writeHostileArchives,
  type HostileArchive,
  type HostileKind,
} from './hostile-archives.ts';
import { listEntries, readEntries, readError } from './read-archive.ts';
import { MESSAGES_HEADER } from './write-messages.ts';

let dir = '';
const archives = new Map<HostileKind, HostileArchive>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostile-'));
  for (const archive of await writeHostileArchives(dir)) archives.set(archive.kind, archive);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const get = (kind: HostileKind): HostileArchive => {
  const archive = archives.get(kind);
  if (!archive) throw new Error(`${kind} was not built`);
  return archive;
};

/** Inflates one entry as a stream, counting bytes and stopping early past `limit`. */
async function inflatedBytes(path: string, name: string, limit = Number.POSITIVE_INFINITY): Promise<number> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, validateEntrySizes: false });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== name) continue;
      let total = 0;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        total += (chunk as Buffer).length;
        if (total > limit) {
          stream.destroy();
          break;
        }
      }
      return total;
    }
  } finally {
    zip.close();
  }
  throw new Error(`${name} not found`);
}

describe('hostile archives', () => {
  it('builds every kind, each saying what it is', async () => {
    expect([...archives.keys()]).toEqual([...HOSTILE_KINDS]);
    for (const archive of archives.values()) {
      expect((await stat(archive.path)).size, archive.kind).toBe(archive.bytes);
      expect(archive.description.length).toBeGreaterThan(10);
    }
  });

  it('gives yauzl nothing to open for non-zips, empty and truncated files', async () => {
    expect((await readFile(get('notAZip').path)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(get('emptyFile').bytes).toBe(0);
    const truncated = await readFile(get('truncatedZip').path);
    expect(truncated.readUInt32LE(0)).toBe(0x04034b50);
    expect(truncated.length).toBe(Math.floor((get('truncatedZip').facts.originalBytes ?? 0) / 2));
    for (const kind of ['notAZip', 'randomBytes', 'emptyFile', 'truncatedZip'] as const) {
      expect(await readError(get(kind).path), kind).toBeInstanceOf(Error);
    }
  });

  it('declares the bomb honestly: 3 GiB from about 3 MB', async () => {
    const bomb = get('zipBomb');
    const [entry] = await listEntries(bomb.path);
    expect(entry?.uncompressedSize).toBe(3 * 1024 ** 3);
    expect(entry?.uncompressedSize).toBe(bomb.facts.declaredUncompressedBytes);
    expect(entry?.compressedSize).toBe(bomb.facts.compressedBytes);
    expect(bomb.facts.ratio).toBeGreaterThan(1000);
    expect(await inflatedBytes(bomb.path, 'Shares.csv', 64 * 1024 * 1024)).toBeGreaterThan(64 * 1024 * 1024);
  });

  it('builds repeated deflate streams that inflate to exactly the repeated bytes', () => {
    const chunk = Buffer.from('Date,Type,Link\n'.repeat(1000));
    const built = deflateRepeated([
      { chunk: Buffer.from('head\n'), times: 1 },
      { chunk, times: 37 },
    ]);
    const inflated = zlib.inflateRawSync(built.data);
    expect(inflated.equals(Buffer.concat([Buffer.from('head\n'), ...Array.from({ length: 37 }, () => chunk)]))).toBe(true);
    expect(built.crc32).toBe(zlib.crc32(inflated));
    expect(built.uncompressedSize).toBe(inflated.length);
  });

  it('lies about the size: yauzl catches it, and inflating gives far more than declared', async () => {
    const lying = get('lyingSizes');
    const [entry] = await listEntries(lying.path);
    expect(entry?.uncompressedSize).toBe(2_048);
    await expect(readEntries(lying.path)).rejects.toThrow(/too many bytes/);
    expect(await inflatedBytes(lying.path, 'Shares.csv')).toBe(lying.facts.actualUncompressedBytes);
  });

  it('has one entry with a ratio far past any real CSV, sizes honest', async () => {
    const high = get('highRatioEntry');
    const [entry] = await listEntries(high.path);
    expect(entry?.uncompressedSize).toBe(high.facts.actualUncompressedBytes);
    expect((entry?.uncompressedSize ?? 0) / (entry?.compressedSize ?? 1)).toBeGreaterThan(200);
    expect(await inflatedBytes(high.path, 'Reactions.csv')).toBe(high.facts.actualUncompressedBytes);
  });

  it('holds 100,000 entries', async () => {
    expect((await listEntries(get('tooManyEntries').path)).length).toBe(100_000);
  });

  it('sets the encryption bit on Shares.csv only', async () => {
    const entries = await listEntries(get('encryptedEntry').path);
    expect(entries.map((entry) => [entry.fileName, entry.isEncrypted()])).toEqual([
      ['Profile.csv', false],
      ['Shares.csv', true],
    ]);
  });

  it('names entries to escape the folder, which yauzl refuses to decode', async () => {
    const traversal = get('pathTraversal');
    const raw = await listEntries(traversal.path, { decodeStrings: false });
    expect(raw.map((entry) => (entry.fileName as unknown as Buffer).toString('utf8'))).toEqual(traversal.facts.names);
    expect(await readError(traversal.path)).toBeInstanceOf(Error);
  });

  it('points 300 central records at one local entry', async () => {
    const entries = await listEntries(get('overlappingEntries').path);
    expect(entries.length).toBe(300);
    expect(new Set(entries.map((entry) => entry.relativeOffsetOfLocalHeader)).size).toBe(1);
  });

  it('nests a whole export inside, as one unknown .zip entry', async () => {
    const nested = get('nestedZip');
    const contents = await readEntries(nested.path);
    expect([...contents.keys()]).toEqual(nested.facts.names);
    const innerPath = join(dir, 'inner.zip');
    await writeFile(innerPath, contents.get(nested.facts.names?.[0] ?? '') ?? Buffer.alloc(0));
    const inner = (await listEntries(innerPath)).map((entry) => entry.fileName);
    expect(inner).toEqual(expect.arrayContaining(nested.facts.nestedNames ?? []));
  });

  it('has no CSV at all, or only messages.csv', async () => {
    const none = await listEntries(get('noCsvAtAll').path);
    expect(none.some((entry) => entry.fileName.toLowerCase().endsWith('.csv'))).toBe(false);
    const messages = await readEntries(get('messagesOnly').path);
    expect([...messages.keys()]).toEqual(['messages.csv']);
    expect(messages.get('messages.csv')?.toString().split('\n')[0]).toBe(MESSAGES_HEADER.join(','));
  });
});
