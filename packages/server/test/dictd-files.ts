import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync, gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function encodeNumber(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = (BASE64[rest % 64] ?? 'A') + text;
    rest = Math.floor(rest / 64);
  } while (rest > 0);
  return text;
}

/** A dictzip file (gzip with dictzip's `RA` chunk table) of `data`, in chunks of `chunkLength` bytes. */
function dictzip(data: Buffer, chunkLength: number): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += chunkLength) {
    chunks.push(deflateRawSync(data.subarray(at, at + chunkLength), { finishFlush: constants.Z_FULL_FLUSH }));
  }
  const subfield = Buffer.alloc(10 + chunks.length * 2);
  subfield.write('RA', 0, 'latin1');
  subfield.writeUInt16LE(6 + chunks.length * 2, 2);
  subfield.writeUInt16LE(1, 4);
  subfield.writeUInt16LE(chunkLength, 6);
  subfield.writeUInt16LE(chunks.length, 8);
  chunks.forEach((chunk, index) => subfield.writeUInt16LE(chunk.length, 10 + index * 2));
  const header = Buffer.from([0x1f, 0x8b, 8, 0x04 | 0x08, 0, 0, 0, 0, 0, 3, 0, 0]);
  header.writeUInt16LE(subfield.length, 10);
  return Buffer.concat([header, subfield, Buffer.from('tiny.dict\0', 'latin1'), ...chunks, Buffer.alloc(8)]);
}

/**
 * Writes a tiny FreeDict-style dictionary (`name.index` + `name.dict.dz`) into a new temporary directory and returns
 * the directory. `entries` are headword → entry text (the first line is the headword line, as in FreeDict), or
 * [headword, entry] pairs when a headword has several entries (its index lines keep the pairs' order).
 * `format`: plain gzip, or dictzip in 16-byte chunks so entries span chunks.
 */
export function writeTinyDictionary(
  name: string,
  entries: Readonly<Record<string, string>> | ReadonlyArray<readonly [headword: string, entry: string]>,
  format: 'gzip' | 'dictzip' = 'gzip',
): string {
  const directory = mkdtempSync(join(tmpdir(), 'parla-dictd-'));
  const data: Buffer[] = [];
  let offset = 0;
  const lines: Array<{ headword: string; line: string }> = [];
  for (const [headword, entry] of Array.isArray(entries) ? entries : Object.entries(entries)) {
    const bytes = Buffer.from(entry, 'utf8');
    data.push(bytes);
    lines.push({ headword, line: `${headword}\t${encodeNumber(offset)}\t${encodeNumber(bytes.length)}` });
    offset += bytes.length;
  }
  const bytes = Buffer.concat(data);
  const sorted = lines.sort((first, second) => (first.headword < second.headword ? -1 : first.headword > second.headword ? 1 : 0));
  writeFileSync(join(directory, `${name}.index`), `${sorted.map(({ line }) => line).join('\n')}\n`);
  writeFileSync(join(directory, `${name}.dict.dz`), format === 'gzip' ? gzipSync(bytes) : dictzip(bytes, 16));
  return directory;
}
