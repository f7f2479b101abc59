import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { createPersona } from './create-persona.ts';
import { createRandom, type Random } from './create-random.ts';
import { formatRow } from './csv-format.ts';
import { generateExport } from './generate-export.ts';
import { MESSAGES_HEADER, writeConversation } from './write-messages.ts';
import { encryptZipCrypto } from './zip-crypto.ts';
import { FLAG_ENCRYPTED, METHOD_DEFLATE, METHOD_STORED, ZipWriter } from './zip-writer.ts';

/**
 * Archives a safe importer must refuse or survive. Each builder writes one to a path and says what
 * it is, with the facts a test can assert on, so tests can loop over them all.
 */
export const HOSTILE_KINDS = [
  'notAZip',
  'randomBytes',
  'emptyFile',
  'truncatedZip',
  'zipBomb',
  'lyingSizes',
  'highRatioEntry',
  'tooManyEntries',
  'encryptedEntry',
  'pathTraversal',
  'overlappingEntries',
  'nestedZip',
  'noCsvAtAll',
  'messagesOnly',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** What a careful importer should conclude (the wording of its error is its own business). */
export type HostileVerdict =
  | 'not-a-zip'
  | 'empty-file'
  | 'corrupt-zip'
  | 'inflation-limit'
  | 'too-many-entries'
  | 'encrypted'
  | 'unsafe-path'
  | 'no-known-files';

export interface HostileArchive {
  kind: HostileKind;
  path: string;
  /** Size of the file written. */
  bytes: number;
  verdict: HostileVerdict;
  description: string;
  facts: HostileFacts;
}

export interface HostileFacts {
  /** Central-directory records. */
  entries?: number;
  /** Entry names exactly as written. */
  names?: string[];
  /** What the central directory declares, summed over entries. */
  declaredUncompressedBytes?: number;
  /** What inflating every record really gives. */
  actualUncompressedBytes?: number;
  compressedBytes?: number;
  /** actual uncompressed / compressed, for the worst entry. */
  ratio?: number;
  /** Entries with general-purpose flag bit 0 set, and the password that opens them. */
  encryptedNames?: string[];
  password?: string;
  /** For the truncated archive: the size of the whole one it was cut from. */
  originalBytes?: number;
  /** Names Cadence reads that appear inside a nested archive, not in this one. */
  nestedNames?: string[];
  /** Local entries written (overlapping records share one). */
  localEntries?: number;
}

export type HostileBuilder = (path: string, options?: { seed?: number }) => Promise<HostileArchive>;

const MIB = 1024 * 1024;
const SHARES_HEADER = 'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility\n';
/** Ends a raw deflate stream: an empty final block with fixed codes. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A deflate stream of `times` copies of chunk, built from one compressed copy, so 3 GiB costs milliseconds. */
export function deflateRepeated(parts: { chunk: Buffer; times: number }[]): {
  data: Buffer;
  crc32: number;
  uncompressedSize: number;
} {
  const pieces: Buffer[] = [];
  let crc = 0;
  let uncompressedSize = 0;
  for (const { chunk, times } of parts) {
    // A full flush from a fresh compressor: the piece stands alone (no back-references) and ends byte-aligned.
    const piece = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    for (let index = 0; index < times; index += 1) {
      pieces.push(piece);
      crc = zlib.crc32(chunk, crc);
    }
    uncompressedSize += chunk.length * times;
  }
  pieces.push(FINAL_EMPTY_BLOCK);
  return { data: Buffer.concat(pieces), crc32: crc, uncompressedSize };
}

/** Whole CSV rows filling about `bytes`, so copies of the chunk stay valid CSV end to end. */
function rowsChunk(row: string, bytes: number): Buffer {
  return Buffer.from(row.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(row)))));
}

const shareRow = (index: number): string =>
  `2025-0${(index % 9) + 1}-14 08:1${index % 10}:00,https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A71${String(index).padStart(17, '0')},` +
  `"Post number ${index}, with ""quotes"" and a comma.",,,MEMBER_NETWORK\n`;

function smallSharesCsv(rows: number): Buffer {
  let csv = SHARES_HEADER;
  for (let index = 0; index < rows; index += 1) csv += shareRow(index);
  return Buffer.from(csv);
}

function finished(
  kind: HostileKind,
  path: string,
  verdict: HostileVerdict,
  description: string,
  facts: HostileFacts,
  bytes: number,
): HostileArchive {
  return { kind, path, bytes, verdict, description, facts };
}

/** A real small export in memory, for the builders that wrap or cut one. */
async function smallExportBytes(path: string, seed: number): Promise<Buffer> {
  const scratch = `${path}.${process.pid}.export.tmp`;
  try {
    await generateExport({ size: 'small', seed, outFile: scratch });
    return await readFile(scratch);
  } finally {
    await rm(scratch, { force: true });
  }
}

/** A minimal PDF: the classic wrong file behind a .zip name. */
function pdfBytes(): Buffer {
  const body = [
    '%PDF-1.4',
    '%\xe2\xe3\xcf\xd3',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG, valid enough for any viewer. */
function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x2a, 0x7b, 0xd1, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function randomBytes(random: Random, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = random.int(0, 255);
  // No "PK" anywhere, so no reader can find a stray signature by luck.
  for (let index = 0; index < length - 1; index += 1) if (bytes[index] === 0x50 && bytes[index + 1] === 0x4b) bytes[index] = 0x51;
  return bytes;
}

export const hostileArchives: Record<HostileKind, HostileBuilder> = {
  async notAZip(path) {
    const bytes = pdfBytes();
    await writeFile(path, bytes);
    return finished('notAZip', path, 'not-a-zip', 'A PDF document saved under a .zip name.', {}, bytes.length);
  },

  async randomBytes(path, options = {}) {
    const bytes = randomBytes(createRandom(options.seed ?? 7), 64 * 1024);
    await writeFile(path, bytes);
    return finished(
      'randomBytes',
      path,
      'not-a-zip',
      '64 KiB of random bytes (no "PK" in them) under a .zip name.',
      {},
      bytes.length,
    );
  },

  async emptyFile(path) {
    await writeFile(path, Buffer.alloc(0));
    return finished('emptyFile', path, 'empty-file', 'A file of zero bytes.', {}, 0);
  },

  async truncatedZip(path, options = {}) {
    const whole = await smallExportBytes(path, options.seed ?? 1);
    const half = whole.subarray(0, Math.floor(whole.length / 2));
    await writeFile(path, half);
    return finished(
      'truncatedZip',
      path,
      'corrupt-zip',
      'A real small export cut in half: local entries start well, the central directory and end record are gone.',
      { originalBytes: whole.length },
      half.length,
    );
  },

  async zipBomb(path) {
    const times = 3 * 1024; // 3 GiB of zeros, declared honestly
    const bomb = deflateRepeated([{ chunk: Buffer.alloc(MIB), times }]);
    const writer = await ZipWriter.open(path);
    await writer.addRaw({
      name: 'Shares.csv',
      data: bomb.data,
      method: METHOD_DEFLATE,
      crc32: bomb.crc32,
      uncompressedSize: bomb.uncompressedSize,
    });
    const { bytes } = await writer.finish();
    return finished(
      'zipBomb',
      path,
      'inflation-limit',
      `One entry, Shares.csv, declaring (truthfully) ${bomb.uncompressedSize} bytes of zeros in ${bomb.data.length} compressed bytes.`,
      {
        entries: 1,
        names: ['Shares.csv'],
        declaredUncompressedBytes: bomb.uncompressedSize,
        actualUncompressedBytes: bomb.uncompressedSize,
        compressedBytes: bomb.data.length,
        ratio: bomb.uncompressedSize / bomb.data.length,
      },
      bytes,
    );
  },

  async lyingSizes(path) {
    const content = deflateRepeated([
      { chunk: Buffer.from(SHARES_HEADER), times: 1 },
      { chunk: rowsChunk(shareRow(1), MIB), times: 64 },
    ]);
    const declared = 2_048;
    const writer = await ZipWriter.open(path);
    await writer.addRaw({
      name: 'Shares.csv',
      data: content.data,
      method: METHOD_DEFLATE,
      crc32: content.crc32,
      uncompressedSize: declared,
    });
    const { bytes } = await writer.finish();
    return finished(
      'lyingSizes',
      path,
      'inflation-limit',
      `Shares.csv declares ${declared} uncompressed bytes but inflates to ${content.uncompressedSize}: only counting the bytes really inflated catches it.`,
      {
        entries: 1,
        names: ['Shares.csv'],
        declaredUncompressedBytes: declared,
        actualUncompressedBytes: content.uncompressedSize,
        compressedBytes: content.data.length,
        ratio: content.uncompressedSize / content.data.length,
      },
      bytes,
    );
  },

  async highRatioEntry(path) {
    const row = '2025-03-04 08:15:00,LIKE,https://www.linkedin.com/feed/update/urn:li:activity:7100000000000000000\n';
    const content = deflateRepeated([
      { chunk: Buffer.from('Date,Type,Link\n'), times: 1 },
      { chunk: rowsChunk(row, MIB), times: 40 },
    ]);
    const writer = await ZipWriter.open(path);
    await writer.addRaw({
      name: 'Reactions.csv',
      data: content.data,
      method: METHOD_DEFLATE,
      crc32: content.crc32,
      uncompressedSize: content.uncompressedSize,
    });
    const { bytes } = await writer.finish();
    const ratio = content.uncompressedSize / content.data.length;
    return finished(
      'highRatioEntry',
      path,
      'inflation-limit',
      `Reactions.csv, sizes declared honestly: ${content.uncompressedSize} bytes from ${content.data.length} (ratio ${Math.round(ratio)}:1), modest in total but far past any sane ratio.`,
      {
        entries: 1,
        names: ['Reactions.csv'],
        declaredUncompressedBytes: content.uncompressedSize,
        actualUncompressedBytes: content.uncompressedSize,
        compressedBytes: content.data.length,
        ratio,
      },
      bytes,
    );
  },

  async tooManyEntries(path) {
    const count = 100_000;
    const data = Buffer.from('a\n');
    const crc32 = zlib.crc32(data);
    const writer = await ZipWriter.open(path);
    for (let index = 0; index < count; index += 1) {
      await writer.addRaw({
        name: `entries/${String(index).padStart(6, '0')}.csv`,
        data,
        method: METHOD_STORED,
        crc32,
        uncompressedSize: data.length,
      });
    }
    const { bytes } = await writer.finish();
    return finished(
      'tooManyEntries',
      path,
      'too-many-entries',
      `${count} tiny stored entries (ZIP64 end records, since the count passes 65,535).`,
      { entries: count, declaredUncompressedBytes: count * data.length, actualUncompressedBytes: count * data.length },
      bytes,
    );
  },

  async encryptedEntry(path, options = {}) {
    const random = createRandom(options.seed ?? 11);
    const password = 'linkedin';
    const profile = Buffer.from('First Name,Last Name,Headline\nAva,Lindqvist,"Head of Growth, Nordics"\n');
    const shares = smallSharesCsv(20);
    const crc32 = zlib.crc32(shares);
    const writer = await ZipWriter.open(path);
    await writer.addFile('Profile.csv', profile);
    await writer.addRaw({
      name: 'Shares.csv',
      data: encryptZipCrypto(zlib.deflateRawSync(shares), password, crc32, random),
      method: METHOD_DEFLATE,
      flags: FLAG_ENCRYPTED,
      crc32,
      uncompressedSize: shares.length,
    });
    const { bytes } = await writer.finish();
    return finished(
      'encryptedEntry',
      path,
      'encrypted',
      'Profile.csv in the clear and Shares.csv encrypted (ZipCrypto, general-purpose flag bit 0).',
      { entries: 2, names: ['Profile.csv', 'Shares.csv'], encryptedNames: ['Shares.csv'], password },
      bytes,
    );
  },

  async pathTraversal(path) {
    const names = [
      'Profile.csv',
      '../../evil/Shares.csv',
      '/abs/path/Comments.csv',
      'C:\\evil\\Reactions.csv',
      '..\\..\\evil\\Connections.csv',
    ];
    const csv = smallSharesCsv(5);
    const writer = await ZipWriter.open(path);
    await writer.addFile(names[0] as string, 'First Name,Last Name,Headline\nNoa,Cohen,Founder\n');
    for (const name of names.slice(1)) await writer.addFile(name, csv);
    const { bytes } = await writer.finish();
    return finished(
      'pathTraversal',
      path,
      'unsafe-path',
      'Entries named to escape the extraction folder: "../", an absolute path, a drive letter and backslashes.',
      { entries: names.length, names },
      bytes,
    );
  },

  async overlappingEntries(path) {
    const copies = 300;
    const content = deflateRepeated([
      { chunk: Buffer.from(SHARES_HEADER), times: 1 },
      { chunk: rowsChunk(shareRow(2), MIB), times: 12 },
    ]);
    const writer = await ZipWriter.open(path);
    const record = await writer.addRaw({
      name: 'Shares.csv',
      data: content.data,
      method: METHOD_DEFLATE,
      crc32: content.crc32,
      uncompressedSize: content.uncompressedSize,
      central: false,
    });
    const names: string[] = [];
    for (let index = 0; index < copies; index += 1) {
      const name = index === 0 ? 'Shares.csv' : `Shares_${index}.csv`;
      names.push(name);
      writer.addCentralRecord({ ...record, name: Buffer.from(name) });
    }
    const { bytes } = await writer.finish();
    return finished(
      'overlappingEntries',
      path,
      'inflation-limit',
      `${copies} central records all pointing at one local entry of ${content.uncompressedSize} bytes: ${copies * content.uncompressedSize} bytes from one compressed copy.`,
      {
        entries: copies,
        localEntries: 1,
        names,
        declaredUncompressedBytes: copies * content.uncompressedSize,
        actualUncompressedBytes: copies * content.uncompressedSize,
        compressedBytes: content.data.length,
        ratio: content.uncompressedSize / content.data.length,
      },
      bytes,
    );
  },

  async nestedZip(path, options = {}) {
    const inner = await smallExportBytes(path, options.seed ?? 1);
    const name = 'Basic_LinkedInDataExport_11-20-2026.zip';
    const writer = await ZipWriter.open(path);
    await writer.addFile(name, inner, { method: METHOD_STORED });
    const { bytes } = await writer.finish();
    return finished(
      'nestedZip',
      path,
      'no-known-files',
      'A zip holding only another zip (a whole export): the inner archive is an unknown file, never opened.',
      { entries: 1, names: [name], nestedNames: ['Profile.csv', 'Connections.csv', 'messages.csv'] },
      bytes,
    );
  },

  async noCsvAtAll(path, options = {}) {
    const random = createRandom(options.seed ?? 5);
    const files: [string, Buffer][] = [
      ['photos/profile.png', pngBytes()],
      [
        'photos/banner.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(random, 2_000), Buffer.from([0xff, 0xd9])]),
      ],
      ['notes.txt', Buffer.from('Things to post about:\n- hiring\n- our launch\n')],
      ['Articles/Articles/my-first-article.html', Buffer.from('<html><body><h1>Why we write things down</h1></body></html>')],
    ];
    const writer = await ZipWriter.open(path);
    for (const [name, content] of files) await writer.addFile(name, content);
    const { bytes } = await writer.finish();
    return finished(
      'noCsvAtAll',
      path,
      'no-known-files',
      'A valid zip of pictures, text and HTML: nothing from a LinkedIn export.',
      { entries: files.length, names: files.map(([name]) => name) },
      bytes,
    );
  },

  async messagesOnly(path, options = {}) {
    const random = createRandom(options.seed ?? 3);
    const persona = createPersona(random, { exportMonth: '2026-11' });
    const me = { name: persona.fullName, url: `https://www.linkedin.com/in/${persona.slug}` };
    const contacts = Array.from({ length: 50 }, (_, index) => ({
      name: `Contact ${index}`,
      url: `https://www.linkedin.com/in/contact-${index}`,
    }));
    let csv = `${formatRow(MESSAGES_HEADER)}\n`;
    let rows = 0;
    for (let index = 0; index < 200; index += 1) {
      const conversation = writeConversation(random, persona, {
        me,
        contacts,
        before: Date.UTC(2026, 10, 19),
        span: 400 * 86_400_000,
      });
      csv += conversation.csv;
      rows += conversation.rows;
    }
    const writer = await ZipWriter.open(path);
    await writer.addFile('messages.csv', csv);
    const { bytes } = await writer.finish();
    return finished(
      'messagesOnly',
      path,
      'no-known-files',
      `Only messages.csv (${rows} messages): the one known file Cadence skips, so nothing is left to import.`,
      { entries: 1, names: ['messages.csv'] },
      bytes,
    );
  },
};

/** Writes every hostile archive into `dir` as `<kind>.zip`. */
export async function writeHostileArchives(
  dir: string,
  kinds: readonly HostileKind[] = HOSTILE_KINDS,
): Promise<HostileArchive[]> {
  const archives: HostileArchive[] = [];
  for (const kind of kinds) archives.push(await hostileArchives[kind](join(dir, `${kind}.zip`)));
  return archives;
}
