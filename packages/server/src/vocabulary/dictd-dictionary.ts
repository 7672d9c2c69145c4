import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { constants, gunzipSync, inflateRawSync } from 'node:zlib';
import { readDictdHeadwordTable } from './dictd-headword-table.js';
import type { DictdHeadwordTable } from './dictd-headword-table.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A number written in dictd's index base64 (most significant digit first). */
export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const character of text) {
    const digit = BASE64.indexOf(character);
    if (digit < 0) {
      throw new Error(`not a dictd base64 number: ${text}`);
    }
    value = value * 64 + digit;
  }
  return value;
}

/** The random-access table of a dictzip file (gzip with an `RA` extra field), or undefined for plain gzip. */
interface ChunkTable {
  chunkLength: number;
  /** Where each compressed chunk starts in the file, and where the last one ends. */
  offsets: number[];
}

/** Reads the dictzip chunk table from a gzip header (RFC 1952 with dictzip's `RA` subfield). */
function readChunkTable(path: string): ChunkTable | undefined {
  const descriptor = openSync(path, 'r');
  try {
    const head = Buffer.alloc(12);
    readSync(descriptor, head, 0, 12, 0);
    const flags = head[3] ?? 0;
    if (head[0] !== 0x1f || head[1] !== 0x8b || (flags & 0x04) === 0) {
      return undefined;
    }
    const extraLength = head.readUInt16LE(10);
    const extra = Buffer.alloc(extraLength);
    readSync(descriptor, extra, 0, extraLength, 12);
    let position = 12 + extraLength;
    let table: { chunkLength: number; sizes: number[] } | undefined;
    for (let at = 0; at + 4 <= extraLength; ) {
      const id = extra.toString('latin1', at, at + 2);
      const length = extra.readUInt16LE(at + 2);
      if (id === 'RA') {
        const chunkLength = extra.readUInt16LE(at + 6);
        const count = extra.readUInt16LE(at + 8);
        const sizes = Array.from({ length: count }, (_, index) => extra.readUInt16LE(at + 10 + index * 2));
        table = { chunkLength, sizes };
      }
      at += 4 + length;
    }
    if (!table) {
      return undefined;
    }
    // Skip the zero-terminated name and comment, and the header CRC, when present.
    const skipZeroTerminated = () => {
      const byte = Buffer.alloc(1);
      do {
        readSync(descriptor, byte, 0, 1, position);
        position += 1;
      } while (byte[0] !== 0);
    };
    if (flags & 0x08) {
      skipZeroTerminated();
    }
    if (flags & 0x10) {
      skipZeroTerminated();
    }
    if (flags & 0x02) {
      position += 2;
    }
    const offsets = [position];
    for (const size of table.sizes) {
      offsets.push((offsets.at(-1) ?? position) + size);
    }
    return { chunkLength: table.chunkLength, offsets };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * One dictd dictionary (`name.index` + `name.dict.dz`, as Debian's `dict-freedict-*` install them): the index is read
 * once, on the first look-up, into a hash table from headword to its lines (a look-up no longer searches the index);
 * entries are read from the dictzip file chunk by chunk (a plain gzip file is inflated
 * whole, once).
 */
export class DictdDictionary {
  private index: DictdHeadwordTable | undefined;
  private chunks: ChunkTable | undefined | null = null;
  private whole: Buffer | undefined;

  constructor(
    /** The path without extension, such as `/usr/share/dictd/freedict-spa-eng`. */
    readonly basePath: string,
  ) {}

  /** The definitions of an exact headword (every entry of it, in index order); empty when it has none. */
  define(headword: string): string[] {
    this.index ??= readDictdHeadwordTable(`${this.basePath}.index`);
    return this.index.fields(headword).map(([offset, length]) => this.read(decodeDictdNumber(offset), decodeDictdNumber(length)));
  }

  private read(offset: number, length: number): string {
    if (this.chunks === null) {
      this.chunks = readChunkTable(`${this.basePath}.dict.dz`);
    }
    if (!this.chunks) {
      this.whole ??= gunzipSync(readFileSync(`${this.basePath}.dict.dz`));
      return this.whole.subarray(offset, offset + length).toString('utf8');
    }
    const { chunkLength, offsets } = this.chunks;
    const first = Math.floor(offset / chunkLength);
    const last = Math.floor((offset + Math.max(length, 1) - 1) / chunkLength);
    const start = offsets[first] ?? 0;
    const end = offsets[last + 1] ?? start;
    const compressed = Buffer.alloc(end - start);
    const descriptor = openSync(`${this.basePath}.dict.dz`, 'r');
    try {
      readSync(descriptor, compressed, 0, compressed.length, start);
    } finally {
      closeSync(descriptor);
    }
    const parts: Buffer[] = [];
    for (let chunk = first; chunk <= last; chunk += 1) {
      const from = (offsets[chunk] ?? 0) - start;
      const to = (offsets[chunk + 1] ?? 0) - start;
      // dictzip ends each chunk with a full flush, so every chunk inflates on its own.
      parts.push(inflateRawSync(compressed.subarray(from, to), { finishFlush: constants.Z_SYNC_FLUSH }));
    }
    const inflated = Buffer.concat(parts);
    const within = offset - first * chunkLength;
    return inflated.subarray(within, within + length).toString('utf8');
  }
}
