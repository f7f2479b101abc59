import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A ZIP writer of our own, so fixtures can be exactly as honest or as lying as a test needs: names
 * are written byte for byte (no normalisation of "../" or "\"), sizes and flags can be declared
 * freely, and several central records may point at one local entry. Everything streams to a file,
 * so a 100 MB archive never sits whole in memory.
 */

export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;
export const FLAG_ENCRYPTED = 0x0001;
export const FLAG_DATA_DESCRIPTOR = 0x0008;
export const FLAG_UTF8 = 0x0800;

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const DATA_DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const END_SIGNATURE = 0x06054b50;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

export interface EntryOptions {
  /** 8 (deflate, the default) or 0 (stored). */
  method?: number;
  /** zlib level for deflate: 1 is fast, 9 is small. */
  level?: number;
  modified?: Date;
}

/** One central-directory record: what a reader believes about an entry. */
export interface CentralRecord {
  name: Buffer;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  modified: Date;
}

/** An entry written exactly as given: `data` are the bytes after the local header, already compressed. */
export interface RawEntry {
  name: string | Buffer;
  /** The local header's name when it should differ from the central directory's. */
  localName?: string | Buffer;
  data: Buffer;
  method: number;
  flags?: number;
  crc32: number;
  uncompressedSize: number;
  /** Defaults to data.length. */
  compressedSize?: number;
  /** Put crc and sizes in a data descriptor after the data instead of the local header. */
  dataDescriptor?: boolean;
  /** false writes the local entry only; pass the record to addCentralRecord as often as wanted. */
  central?: boolean;
  modified?: Date;
}

export interface FinishedZip {
  bytes: number;
  entries: number;
}

/** The bytes of a name as written: a string is UTF-8, a Buffer is taken as it is. */
export const nameBytes = (name: string | Buffer): Buffer => (Buffer.isBuffer(name) ? name : Buffer.from(name, 'utf8'));

const isAscii = (bytes: Buffer): boolean => bytes.every((byte) => byte < 0x80);

/** MS-DOS time and date, read from UTC fields so the bytes do not depend on the machine's zone. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

const versionNeeded = (method: number): number => (method === METHOD_STORED ? 10 : 20);

function checkFits32(value: number, what: string): void {
  if (value > MAX_32) throw new Error(`${what} of ${value} bytes needs ZIP64 fields, which this writer keeps to the end record.`);
}

function localHeader(record: Omit<CentralRecord, 'localHeaderOffset'>, withSizes: boolean): Buffer {
  const header = Buffer.alloc(30 + record.name.length);
  const { time, date } = dosDateTime(record.modified);
  header.writeUInt32LE(LOCAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(versionNeeded(record.method), 4);
  header.writeUInt16LE(record.flags, 6);
  header.writeUInt16LE(record.method, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt32LE(withSizes ? record.crc32 >>> 0 : 0, 14);
  header.writeUInt32LE(withSizes ? record.compressedSize : 0, 18);
  header.writeUInt32LE(withSizes ? record.uncompressedSize : 0, 22);
  header.writeUInt16LE(record.name.length, 26);
  header.writeUInt16LE(0, 28);
  record.name.copy(header, 30);
  return header;
}

function dataDescriptor(record: Pick<CentralRecord, 'crc32' | 'compressedSize' | 'uncompressedSize'>): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR_SIGNATURE, 0);
  descriptor.writeUInt32LE(record.crc32 >>> 0, 4);
  descriptor.writeUInt32LE(record.compressedSize, 8);
  descriptor.writeUInt32LE(record.uncompressedSize, 12);
  return descriptor;
}

function centralHeader(record: CentralRecord): Buffer {
  const header = Buffer.alloc(46 + record.name.length);
  const { time, date } = dosDateTime(record.modified);
  header.writeUInt32LE(CENTRAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(versionNeeded(record.method), 4); // made by MS-DOS, like most exporters
  header.writeUInt16LE(versionNeeded(record.method), 6);
  header.writeUInt16LE(record.flags, 8);
  header.writeUInt16LE(record.method, 10);
  header.writeUInt16LE(time, 12);
  header.writeUInt16LE(date, 14);
  header.writeUInt32LE(record.crc32 >>> 0, 16);
  header.writeUInt32LE(record.compressedSize, 20);
  header.writeUInt32LE(record.uncompressedSize, 24);
  header.writeUInt16LE(record.name.length, 28);
  // extra length, comment length, disk number, internal and external attributes: all zero
  header.writeUInt32LE(record.localHeaderOffset, 42);
  record.name.copy(header, 46);
  return header;
}

function endRecords(entries: number, directoryOffset: number, directorySize: number): Buffer {
  const needsZip64 = entries > MAX_16 - 1 || directoryOffset > MAX_32 - 1 || directorySize > MAX_32 - 1;
  const parts: Buffer[] = [];
  if (needsZip64) {
    const zip64End = Buffer.alloc(56);
    zip64End.writeUInt32LE(ZIP64_END_SIGNATURE, 0);
    zip64End.writeBigUInt64LE(44n, 4); // size of the rest of this record
    zip64End.writeUInt16LE(45, 12);
    zip64End.writeUInt16LE(45, 14);
    zip64End.writeBigUInt64LE(BigInt(entries), 24);
    zip64End.writeBigUInt64LE(BigInt(entries), 32);
    zip64End.writeBigUInt64LE(BigInt(directorySize), 40);
    zip64End.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(ZIP64_LOCATOR_SIGNATURE, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(zip64End, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(needsZip64 ? MAX_16 : entries, 8);
  end.writeUInt16LE(needsZip64 ? MAX_16 : entries, 10);
  end.writeUInt32LE(needsZip64 ? MAX_32 : directorySize, 12);
  end.writeUInt32LE(needsZip64 ? MAX_32 : directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

export class ZipWriter {
  private offset = 0;
  private readonly records: CentralRecord[] = [];
  private failure: Error | null = null;

  private constructor(
    private readonly out: WriteStream,
    private readonly modified: Date,
  ) {
    out.on('error', (error) => {
      this.failure = error;
    });
  }

  static async open(path: string, options: { modified?: Date } = {}): Promise<ZipWriter> {
    const out = createWriteStream(path);
    await once(out, 'open');
    return new ZipWriter(out, options.modified ?? new Date(Date.UTC(2026, 0, 1)));
  }

  /** Bytes handed to the file so far: where the next local header will start. */
  get bytesWritten(): number {
    return this.offset;
  }

  get entryCount(): number {
    return this.records.length;
  }

  /** A whole entry from memory, sizes in the local header. */
  async addFile(name: string, content: string | Buffer, options: EntryOptions = {}): Promise<CentralRecord> {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const method = options.method ?? METHOD_DEFLATE;
    const stored = method === METHOD_STORED ? data : zlib.deflateRawSync(data, { level: options.level ?? 6 });
    const name_ = nameBytes(name);
    return this.addRaw({
      name: name_,
      data: stored,
      method,
      flags: isAscii(name_) ? 0 : FLAG_UTF8,
      crc32: zlib.crc32(data),
      uncompressedSize: data.length,
      ...(options.modified ? { modified: options.modified } : {}),
    });
  }

  /**
   * An entry whose content is produced piece by piece (`write` waits when the disk or deflate is
   * behind); crc and sizes follow the data in a data descriptor, as streaming zippers do.
   */
  async addStreamed(
    name: string,
    produce: (write: (chunk: string | Buffer) => Promise<void>) => Promise<void>,
    options: EntryOptions = {},
  ): Promise<CentralRecord> {
    this.throwIfFailed();
    const method = options.method ?? METHOD_DEFLATE;
    const name_ = nameBytes(name);
    const base = {
      name: name_,
      method,
      flags: FLAG_DATA_DESCRIPTOR | (isAscii(name_) ? 0 : FLAG_UTF8),
      modified: options.modified ?? this.modified,
    };
    const localHeaderOffset = this.offset;
    await this.emit(localHeader({ ...base, crc32: 0, compressedSize: 0, uncompressedSize: 0 }, false));
    let crc = 0;
    let uncompressedSize = 0;
    let compressedSize = 0;
    if (method === METHOD_STORED) {
      await produce(async (chunk) => {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        crc = zlib.crc32(bytes, crc);
        uncompressedSize += bytes.length;
        compressedSize += bytes.length;
        await this.emit(bytes);
      });
    } else {
      const deflate = zlib.createDeflateRaw({ level: options.level ?? 6 });
      const drained = this.pump(deflate, (bytes) => {
        compressedSize += bytes;
      });
      // Seen here too if the producer fails first; awaited below otherwise.
      drained.catch(() => undefined);
      try {
        await produce(async (chunk) => {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          crc = zlib.crc32(bytes, crc);
          uncompressedSize += bytes.length;
          if (!deflate.write(bytes)) await once(deflate, 'drain');
        });
      } catch (error) {
        deflate.destroy();
        throw error;
      }
      deflate.end();
      await drained;
    }
    const record: CentralRecord = { ...base, crc32: crc, compressedSize, uncompressedSize, localHeaderOffset };
    checkFits32(uncompressedSize, name);
    await this.emit(dataDescriptor(record));
    this.records.push(record);
    return record;
  }

  /** Writes a local entry exactly as declared, lies included, and (unless central is false) its central record. */
  async addRaw(entry: RawEntry): Promise<CentralRecord> {
    this.throwIfFailed();
    const record: CentralRecord = {
      name: nameBytes(entry.name),
      method: entry.method,
      flags: (entry.flags ?? 0) | (entry.dataDescriptor ? FLAG_DATA_DESCRIPTOR : 0),
      crc32: entry.crc32,
      compressedSize: entry.compressedSize ?? entry.data.length,
      uncompressedSize: entry.uncompressedSize,
      localHeaderOffset: this.offset,
      modified: entry.modified ?? this.modified,
    };
    checkFits32(record.uncompressedSize, 'An entry');
    checkFits32(record.localHeaderOffset, 'An archive');
    const local = { ...record, name: entry.localName === undefined ? record.name : nameBytes(entry.localName) };
    await this.emit(localHeader(local, !entry.dataDescriptor));
    await this.emit(entry.data);
    if (entry.dataDescriptor) await this.emit(dataDescriptor(record));
    if (entry.central !== false) this.records.push(record);
    return record;
  }

  /** Adds a central record as given: e.g. a second name for a local entry already written. */
  addCentralRecord(record: CentralRecord): void {
    this.records.push(record);
  }

  /** Writes the central directory and the end record(s), and closes the file. */
  async finish(): Promise<FinishedZip> {
    this.throwIfFailed();
    const directoryOffset = this.offset;
    const batch: Buffer[] = [];
    let batchBytes = 0;
    for (const record of this.records) {
      const header = centralHeader(record);
      batch.push(header);
      batchBytes += header.length;
      if (batchBytes > 1 << 20) {
        await this.emit(Buffer.concat(batch));
        batch.length = 0;
        batchBytes = 0;
      }
    }
    if (batch.length > 0) await this.emit(Buffer.concat(batch));
    await this.emit(endRecords(this.records.length, directoryOffset, this.offset - directoryOffset));
    this.out.end();
    await once(this.out, 'close');
    this.throwIfFailed();
    return { bytes: this.offset, entries: this.records.length };
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    if (this.out.closed) return;
    this.out.destroy();
    await once(this.out, 'close').catch(() => undefined);
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  private async emit(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** Copies a compressor's output to the file, pausing it while the disk catches up. */
  private pump(source: Readable, count: (bytes: number) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      source.on('data', (chunk: Buffer) => {
        count(chunk.length);
        this.offset += chunk.length;
        if (!this.out.write(chunk)) {
          source.pause();
          this.out.once('drain', () => source.resume());
        }
      });
      source.once('end', resolve);
      source.once('error', reject);
    });
  }
}
