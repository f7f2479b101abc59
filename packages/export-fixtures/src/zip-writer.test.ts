import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEntries, readEntries, readError } from './read-archive.ts';
import { FLAG_ENCRYPTED, METHOD_DEFLATE, METHOD_STORED, ZipWriter } from './zip-writer.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zip-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ZipWriter', () => {
  it('writes stored, deflated and streamed entries that another reader opens byte for byte', async () => {
    const path = join(dir, 'plain.zip');
    const big =
      'Date,Type,Link\n' + '2025-01-01 08:00:00,LIKE,https://www.linkedin.com/feed/update/urn:li:activity:1\n'.repeat(50_000);
    const writer = await ZipWriter.open(path);
    await writer.addFile('stored.txt', 'hello', { method: METHOD_STORED });
    await writer.addFile('Dossier/Zoë Ødegård.csv', 'Name\nZoë\n');
    await writer.addStreamed('streamed.csv', async (write) => {
      for (let start = 0; start < big.length; start += 65_536) await write(big.slice(start, start + 65_536));
    });
    await writer.addStreamed('streamed-stored.bin', async (write) => write(Buffer.from([1, 2, 3])), { method: METHOD_STORED });
    const finished = await writer.finish();

    const entries = await listEntries(path);
    expect(entries.map((entry) => entry.fileName)).toEqual([
      'stored.txt',
      'Dossier/Zoë Ødegård.csv',
      'streamed.csv',
      'streamed-stored.bin',
    ]);
    expect(entries.map((entry) => entry.compressionMethod)).toEqual([
      METHOD_STORED,
      METHOD_DEFLATE,
      METHOD_DEFLATE,
      METHOD_STORED,
    ]);
    const contents = await readEntries(path);
    expect(contents.get('stored.txt')?.toString()).toBe('hello');
    expect(contents.get('Dossier/Zoë Ødegård.csv')?.toString()).toBe('Name\nZoë\n');
    expect(contents.get('streamed.csv')?.toString()).toBe(big);
    // yauzl checks sizes, not CRCs: check those here.
    for (const entry of entries) expect(entry.crc32).toBe(zlib.crc32(contents.get(entry.fileName) ?? Buffer.alloc(0)));
    expect(finished.entries).toBe(4);
  });

  it('writes names exactly as given, "../" and backslashes included', async () => {
    const path = join(dir, 'names.zip');
    const names = ['../../etc/passwd', '/abs/path', 'C:\\x', 'a\\b\\c.csv'];
    const writer = await ZipWriter.open(path);
    for (const name of names) await writer.addFile(name, 'x');
    await writer.finish();
    const raw = await listEntries(path, { decodeStrings: false });
    expect(raw.map((entry) => (entry.fileName as unknown as Buffer).toString('utf8'))).toEqual(names);
    expect(await readError(path)).toBeInstanceOf(Error);
  });

  it('can lie: a declared size, the encryption bit, and several records over one local entry', async () => {
    const path = join(dir, 'lies.zip');
    const content = Buffer.from('x'.repeat(100_000));
    const writer = await ZipWriter.open(path);
    const record = await writer.addRaw({
      name: 'small.csv',
      data: zlib.deflateRawSync(content),
      method: METHOD_DEFLATE,
      crc32: zlib.crc32(content),
      uncompressedSize: 10,
    });
    writer.addCentralRecord({ ...record, name: Buffer.from('again.csv') });
    await writer.addRaw({
      name: 'locked.csv',
      data: Buffer.alloc(20),
      method: METHOD_STORED,
      flags: FLAG_ENCRYPTED,
      crc32: 0,
      uncompressedSize: 8,
    });
    await writer.finish();

    const entries = await listEntries(path);
    expect(entries.map((entry) => [entry.fileName, entry.uncompressedSize])).toEqual([
      ['small.csv', 10],
      ['again.csv', 10],
      ['locked.csv', 8],
    ]);
    expect(entries[0]?.relativeOffsetOfLocalHeader).toBe(entries[1]?.relativeOffsetOfLocalHeader);
    expect(entries[2]?.isEncrypted()).toBe(true);
    await expect(readEntries(path, (name) => name === 'small.csv')).rejects.toThrow(/too many bytes/);
  });

  it('writes ZIP64 end records past 65,535 entries', async () => {
    const path = join(dir, 'many.zip');
    const writer = await ZipWriter.open(path);
    for (let index = 0; index < 70_000; index += 1) {
      await writer.addRaw({ name: `e/${index}`, data: Buffer.alloc(0), method: METHOD_STORED, crc32: 0, uncompressedSize: 0 });
    }
    await writer.finish();
    expect((await listEntries(path)).length).toBe(70_000);
  });
});
