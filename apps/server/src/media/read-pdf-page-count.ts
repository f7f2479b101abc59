import { unzlibSync } from 'fflate';

/** Reads `length` bytes from `start` (fewer at the end of the file). */
export type ReadRange = (start: number, length: number) => Promise<Uint8Array>;

type PdfValue = number | boolean | null | string | PdfRef | PdfValue[] | PdfDict;
interface PdfRef {
  ref: number;
}
type PdfDict = Map<string, PdfValue>;

type XrefEntry = { inStream: false; offset: number } | { inStream: true; stream: number; index: number };

const TAIL_BYTES = 2048;
const FIRST_READ_BYTES = 64 * 1024;
const MAX_READ_BYTES = 8 * 1024 * 1024;
const MAX_XREF_SECTIONS = 32;

/**
 * A PDF's page count the way a reader finds it (ISO 32000-1 §7.5): `startxref` at the end, the
 * cross-reference (a table, or a stream with object streams) and its earlier sections, the
 * catalog's /Pages, its /Count. A few small reads, whatever the file's size, and no pdf.js (whose
 * worker costs the process some 25 MB the first time). Answers null for anything it does not
 * follow (encryption, damage, an unusual layout): the caller then asks pdf.js.
 */
export async function readPdfPageCount(read: ReadRange, size: number): Promise<number | null> {
  try {
    const tailStart = Math.max(0, size - TAIL_BYTES);
    const tail = latin1(await read(tailStart, size - tailStart));
    const at = tail.lastIndexOf('startxref');
    if (at < 0) return null;
    const offset = Number(/^startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
    if (!Number.isFinite(offset) || offset >= size) return null;

    const entries = new Map<number, XrefEntry>();
    let trailer: PdfDict | null = null;
    const seen = new Set<number>();
    const pending = [offset];
    while (pending.length > 0 && seen.size < MAX_XREF_SECTIONS) {
      const next = pending.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const section = await readXrefSection(read, next);
      if (!section) return null;
      // The newest section wins: an object an earlier one also lists was replaced since.
      for (const [number, entry] of section.entries) if (!entries.has(number)) entries.set(number, entry);
      trailer ??= section.trailer;
      const hybrid = section.trailer.get('XRefStm');
      if (typeof hybrid === 'number') pending.unshift(hybrid);
      const previous = section.trailer.get('Prev');
      if (typeof previous === 'number') pending.push(previous);
    }
    if (!trailer || trailer.has('Encrypt')) return null;
    const resolver = new Resolver(read, entries);
    const catalog = await resolver.dict(trailer.get('Root'));
    const pages = catalog ? await resolver.dict(catalog.get('Pages')) : null;
    const count = pages?.get('Count');
    if (pages?.get('Type') !== 'Pages' || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    return count;
  } catch {
    return null;
  }
}

async function readXrefSection(read: ReadRange, offset: number) {
  let bytes = await read(offset, FIRST_READ_BYTES);
  let text = latin1(bytes);
  if (/^\s*xref\b/.test(text)) {
    // A table: read on until its trailer dictionary is whole.
    while (!/trailer\s*<<[\s\S]*>>/.test(text) && bytes.byteLength < MAX_READ_BYTES && bytes.byteLength >= FIRST_READ_BYTES) {
      bytes = await read(offset, bytes.byteLength * 4);
      text = latin1(bytes);
    }
    return parseXrefTable(text);
  }
  const object = await readObjectAt(read, offset);
  if (!object || !(object.value instanceof Map) || object.value.get('Type') !== 'XRef' || !object.stream) return null;
  return parseXrefStream(object.value, object.stream);
}

function parseXrefTable(text: string) {
  const entries = new Map<number, XrefEntry>();
  const trailerAt = text.indexOf('trailer');
  if (trailerAt < 0) return null;
  const tokens = text
    .slice(text.indexOf('xref') + 4, trailerAt)
    .trim()
    .split(/\s+/);
  let i = 0;
  while (i + 1 < tokens.length) {
    const first = Number(tokens[i]);
    const count = Number(tokens[i + 1]);
    i += 2;
    for (let n = 0; n < count && i + 2 < tokens.length; n += 1, i += 3) {
      if (tokens[i + 2] === 'n') entries.set(first + n, { inStream: false, offset: Number(tokens[i]) });
    }
  }
  const trailer = new Parser(text, trailerAt + 'trailer'.length).value();
  return trailer instanceof Map ? { entries, trailer } : null;
}

function parseXrefStream(dict: PdfDict, data: Uint8Array) {
  const widths = dict.get('W');
  if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number')) return null;
  const [w0, w1, w2] = widths as [number, number, number];
  const size = dict.get('Size');
  const index = (dict.get('Index') as number[] | undefined) ?? [0, typeof size === 'number' ? size : 0];
  const row = w0 + w1 + w2;
  const field = (at: number, width: number) => {
    let value = 0;
    for (let k = 0; k < width; k += 1) value = value * 256 + data[at + k]!;
    return value;
  };
  const entries = new Map<number, XrefEntry>();
  let at = 0;
  for (let s = 0; s + 1 < index.length; s += 2) {
    const first = index[s]!;
    for (let n = 0; n < index[s + 1]! && at + row <= data.byteLength; n += 1, at += row) {
      const type = w0 === 0 ? 1 : field(at, w0);
      if (type === 1) entries.set(first + n, { inStream: false, offset: field(at + w0, w1) });
      if (type === 2) entries.set(first + n, { inStream: true, stream: field(at + w0, w1), index: field(at + w0 + w1, w2) });
    }
  }
  return { entries, trailer: dict };
}

/** Finds objects through the cross-reference, reading each one, or its object stream, once. */
class Resolver {
  readonly #streams = new Map<number, { text: string; offsets: Map<number, number> } | null>();

  constructor(
    readonly read: ReadRange,
    readonly entries: Map<number, XrefEntry>,
  ) {}

  async dict(value: PdfValue | undefined): Promise<PdfDict | null> {
    const resolved = await this.resolve(value);
    return resolved instanceof Map ? resolved : null;
  }

  async resolve(value: PdfValue | undefined, depth = 0): Promise<PdfValue | undefined> {
    if (!isRef(value) || depth > 8) return value;
    const entry = this.entries.get(value.ref);
    if (!entry) return undefined;
    if (!entry.inStream) return this.resolve((await readObjectAt(this.read, entry.offset, this))?.value, depth + 1);
    const stream = await this.objectStream(entry.stream);
    const offset = stream?.offsets.get(value.ref);
    if (!stream || offset === undefined) return undefined;
    return this.resolve(new Parser(stream.text, offset).value(), depth + 1);
  }

  async objectStream(number: number) {
    if (!this.#streams.has(number)) {
      const entry = this.entries.get(number);
      const object = entry && !entry.inStream ? await readObjectAt(this.read, entry.offset, this) : null;
      let parsed: { text: string; offsets: Map<number, number> } | null = null;
      if (object?.stream && object.value instanceof Map && object.value.get('Type') === 'ObjStm') {
        const first = object.value.get('First');
        const count = object.value.get('N');
        const text = latin1(object.stream);
        if (typeof first === 'number' && typeof count === 'number') {
          const header = text.slice(0, first).trim().split(/\s+/).map(Number);
          const offsets = new Map<number, number>();
          for (let k = 0; k + 1 < header.length && k < count * 2; k += 2) offsets.set(header[k]!, first + header[k + 1]!);
          parsed = { text, offsets };
        }
      }
      this.#streams.set(number, parsed);
    }
    return this.#streams.get(number) ?? null;
  }
}

/** `N G obj <value> [stream … endstream]` at `offset`, its stream decoded (FlateDecode, PNG predictors). */
async function readObjectAt(read: ReadRange, offset: number, resolver?: Resolver) {
  let bytes = await read(offset, FIRST_READ_BYTES);
  for (;;) {
    const text = latin1(bytes);
    const head = /^\s*\d+\s+\d+\s+obj\b/.exec(text);
    if (!head) return null;
    const parser = new Parser(text, head[0].length);
    const value = parser.value();
    if (!(value instanceof Map)) return { value, stream: null };
    const streamAt = /^\s*stream\r?\n/.exec(text.slice(parser.at));
    if (!streamAt) return { value, stream: null };
    let length = value.get('Length');
    if (isRef(length) && resolver) length = await resolver.resolve(length);
    if (typeof length !== 'number') return null;
    const start = parser.at + streamAt[0].length;
    if (start + length > bytes.byteLength) {
      if (start + length > MAX_READ_BYTES || bytes.byteLength < FIRST_READ_BYTES) return null;
      bytes = await read(offset, start + length);
      continue;
    }
    return { value, stream: decodeStream(value, bytes.subarray(start, start + length)) };
  }
}

function decodeStream(dict: PdfDict, raw: Uint8Array): Uint8Array {
  const filter = dict.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter ? [filter] : [];
  if (filters.length === 0) return raw;
  if (filters.length !== 1 || filters[0] !== 'FlateDecode') throw new Error('unsupported filter');
  const inflated = unzlibSync(raw);
  const parms = dict.get('DecodeParms');
  const predictor = parms instanceof Map ? parms.get('Predictor') : undefined;
  if (typeof predictor !== 'number' || predictor < 10) return inflated;
  const columns = (parms as PdfDict).get('Columns');
  return unpredictPng(inflated, typeof columns === 'number' ? columns : 1);
}

/** PNG predictors (None, Sub, Up, Average, Paeth) on rows of `columns` bytes, as xref streams use them. */
function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.floor(data.byteLength / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (columns + 1)]!;
    for (let c = 0; c < columns; c += 1) {
      const x = data[r * (columns + 1) + 1 + c]!;
      const left = c > 0 ? out[r * columns + c - 1]! : 0;
      const up = r > 0 ? out[(r - 1) * columns + c]! : 0;
      const upLeft = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1]! : 0;
      let value = x;
      if (type === 1) value = x + left;
      else if (type === 2) value = x + up;
      else if (type === 3) value = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * columns + c] = value & 0xff;
    }
  }
  return out;
}

const isRef = (value: PdfValue | undefined): value is PdfRef => typeof value === 'object' && value !== null && 'ref' in value;

/** Enough of PDF's object syntax (§7.3) to read dictionaries: names, numbers, references, strings, arrays. */
class Parser {
  constructor(
    readonly text: string,
    public at: number,
  ) {}

  value(): PdfValue {
    this.skipSpace();
    const text = this.text;
    if (text.startsWith('<<', this.at)) {
      this.at += 2;
      const dict: PdfDict = new Map();
      for (;;) {
        this.skipSpace();
        if (text.startsWith('>>', this.at)) {
          this.at += 2;
          return dict;
        }
        const key = this.value();
        if (typeof key !== 'string' || this.at >= text.length) throw new Error('bad dictionary');
        dict.set(key, this.value());
      }
    }
    const char = text[this.at];
    if (char === '[') {
      this.at += 1;
      const list: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (text[this.at] === ']') {
          this.at += 1;
          return list;
        }
        if (this.at >= text.length) throw new Error('bad array');
        list.push(this.value());
      }
    }
    if (char === '/') {
      const name = /^\/[^\s/<>[\]()%{}]*/.exec(text.slice(this.at, this.at + 256))![0];
      this.at += name.length;
      return name.slice(1);
    }
    if (char === '(') return this.literalString();
    if (char === '<') {
      const end = text.indexOf('>', this.at);
      if (end < 0) throw new Error('bad hex string');
      this.at = end + 1;
      return '';
    }
    const number = /^[+-]?(\d+\.?\d*|\.\d+)/.exec(text.slice(this.at, this.at + 64));
    if (number) {
      this.at += number[0].length;
      const reference = /^\s+(\d+)\s+R\b/.exec(text.slice(this.at, this.at + 32));
      if (reference && /^\d+$/.test(number[0])) {
        this.at += reference[0].length;
        return { ref: Number(number[0]) };
      }
      return Number(number[0]);
    }
    const word = /^[a-z]+/.exec(text.slice(this.at, this.at + 16))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      this.at += word.length;
      return word === 'null' ? null : word === 'true';
    }
    throw new Error('unexpected token');
  }

  skipSpace() {
    for (;;) {
      while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
      if (this.text[this.at] !== '%') return;
      while (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.at += 1;
    }
  }

  literalString(): string {
    let depth = 0;
    const start = this.at;
    for (; this.at < this.text.length; this.at += 1) {
      const c = this.text[this.at];
      if (c === '\\') this.at += 1;
      else if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) {
        this.at += 1;
        return this.text.slice(start + 1, this.at - 1);
      }
    }
    throw new Error('bad string');
  }
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
