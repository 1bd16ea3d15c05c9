// The engine snapshot's file format (decision 0122): one file of typed-array sections and string tables whose arrays
// are read into a single buffer and viewed in place — no parsing, no copying — so it can also be shared between
// threads. The string tables come last and are read apart (readSnapshotParts): they are decoded into strings once at
// start-up, and their bytes are then let go rather than kept beside the arrays for the life of the process
// (decision 0268).
//
//   bytes 0–7   "TSENGSNP"
//   bytes 8–11  format version (u32, little-endian)
//   bytes 12–15 header length H (u32)
//   bytes 16–19 CRC-32 of every other byte of the file: bytes 0–15, then 20 to the end (u32)
//   bytes 20–23 body length B (u32; the file is exactly 24 + H, rounded up to 8, + B bytes)
//   then        the header: JSON { source, sections: [{ name, type, offset, length }] }, padded to 8 bytes
//   then        the body: each section at an 8-byte-aligned offset, typed arrays in the machine's (little-endian)
//               order, string tables as UTF-8 JSON arrays
//
// The checksum covers the header too (format 3, decision 0194): with format 2 it covered the body only, and one
// flipped bit in the header's JSON (a section's offset or length) gave an engine that started and answered wrongly.
// CRC-32 finds every error of up to 32 consecutive bits, so any one flipped bit anywhere is found; every section's
// place is also checked against the body before it is viewed.
import { crc32 } from 'node:zlib';

const MAGIC = 'TSENGSNP';
/** 2: the institution columns too (decision 0133); 3: the checksum covers the header (decision 0194); 4: without
 * the unused list-only cost and length orders (decision 0211); 5: credentials[0] is always '' (decision 0263); 6:
 * without the postings and ranks no search reads (decision 0268) */
export const SNAPSHOT_VERSION = 6;
const FIXED = 24;

const TYPES = {
  i32: Int32Array,
  u32: Uint32Array,
  u16: Uint16Array,
  u8: Uint8Array,
  f64: Float64Array,
  f32: Float32Array,
  i16: Int16Array,
} as const;
type TypeName = keyof typeof TYPES;
export type Section =
  | Int32Array<ArrayBufferLike>
  | Uint32Array<ArrayBufferLike>
  | Uint16Array<ArrayBufferLike>
  | Uint8Array<ArrayBufferLike>
  | Float64Array<ArrayBufferLike>
  | Float32Array<ArrayBufferLike>
  | Int16Array<ArrayBufferLike>;

interface SectionEntry {
  name: string;
  type: TypeName | 'strings';
  offset: number;
  length: number;
}

/** Why a snapshot cannot be used: it is then rebuilt from the database. */
export class SnapshotError extends Error {}

const typeOf = (a: Section): TypeName => {
  for (const [name, ctor] of Object.entries(TYPES)) if (a instanceof ctor) return name as TypeName;
  throw new SnapshotError('unsupported section type');
};
const align8 = (n: number) => (n + 7) & ~7;

/** Serialises sections; `source` ties the snapshot to the database it came from. */
export function encodeSnapshot(
  source: string,
  arrays: Record<string, Section>,
  strings: Record<string, readonly string[]>,
): Buffer {
  const entries: SectionEntry[] = [];
  const parts: Uint8Array[] = [];
  let offset = 0;
  const add = (name: string, type: SectionEntry['type'], bytes: Uint8Array, length: number) => {
    entries.push({ name, type, offset, length });
    parts.push(bytes);
    const padded = align8(bytes.byteLength);
    if (padded > bytes.byteLength) parts.push(new Uint8Array(padded - bytes.byteLength));
    offset += padded;
  };
  for (const [name, a] of Object.entries(arrays))
    add(name, typeOf(a), new Uint8Array(a.buffer, a.byteOffset, a.byteLength), a.length);
  for (const [name, list] of Object.entries(strings)) {
    const bytes = Buffer.from(JSON.stringify(list), 'utf8');
    add(name, 'strings', bytes, bytes.byteLength);
  }
  const body = Buffer.concat(parts);
  const header = Buffer.from(JSON.stringify({ source, sections: entries }), 'utf8');
  const headerPadded = align8(FIXED + header.byteLength) - FIXED;
  const fixed = Buffer.alloc(FIXED);
  fixed.write(MAGIC, 0, 'latin1');
  fixed.writeUInt32LE(SNAPSHOT_VERSION, 8);
  fixed.writeUInt32LE(headerPadded, 12);
  fixed.writeUInt32LE(body.byteLength, 20);
  const file = Buffer.concat([fixed, header, Buffer.alloc(headerPadded - header.byteLength, 0x20), body]);
  file.writeUInt32LE(checksum(file), 16);
  return file;
}

/** CRC-32 of every byte but the checksum's own four (16–19). */
function checksum(bytes: Uint8Array): number {
  return crc32(bytes.subarray(20), crc32(bytes.subarray(0, 16)));
}

const SECTION_TYPES = new Set<string>([...Object.keys(TYPES), 'strings']);

/** Every section names a known type and lies, aligned, inside the body: else the header is not to be believed. */
function checkSections(sections: unknown, bodyLength: number): SectionEntry[] {
  if (!Array.isArray(sections)) throw new SnapshotError('unreadable header (no sections)');
  for (const s of sections as SectionEntry[]) {
    const size = s.type === 'strings' ? 1 : TYPES[s.type as TypeName]?.BYTES_PER_ELEMENT;
    const ok =
      typeof s.name === 'string' &&
      SECTION_TYPES.has(s.type) &&
      size !== undefined &&
      Number.isSafeInteger(s.offset) &&
      Number.isSafeInteger(s.length) &&
      s.offset >= 0 &&
      s.length >= 0 &&
      s.offset % 8 === 0 &&
      s.offset + s.length * size <= bodyLength;
    if (!ok) throw new SnapshotError(`section ${String(s.name)} does not fit the body`);
  }
  return sections as SectionEntry[];
}

/** A snapshot's bytes: its arrays (and all before them) in `buffer`, the rest — its string tables — in `tail`. */
export interface SnapshotParts {
  buffer: ArrayBufferLike;
  tail?: Uint8Array;
}

/**
 * Where a snapshot's typed arrays end (the file's bytes from there on are string tables), read from its header; null
 * when the header cannot be read — the whole file is then read and viewed, which says what is wrong with it.
 */
export function arraysEnd(head: Uint8Array, fileSize: number): number | null {
  if (head.byteLength < FIXED) return null;
  const dv = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const bodyStart = FIXED + dv.getUint32(12, true);
  if (head.byteLength < bodyStart) return null;
  let sections: SectionEntry[];
  try {
    const header = JSON.parse(Buffer.from(head.subarray(FIXED, bodyStart)).toString('utf8')) as {
      sections: SectionEntry[];
    };
    sections = checkSections(header.sections, fileSize - bodyStart);
  } catch {
    return null;
  }
  let end = 0;
  for (const s of sections) {
    if (s.type !== 'strings')
      end = Math.max(end, align8(s.offset + s.length * TYPES[s.type].BYTES_PER_ELEMENT));
  }
  return bodyStart + end;
}

/** The bytes a snapshot's header needs to be read whole (arraysEnd), from its first 24. */
export const headerBytes = (fixed: Uint8Array): number =>
  fixed.byteLength < FIXED
    ? FIXED
    : FIXED + new DataView(fixed.buffer, fixed.byteOffset, fixed.byteLength).getUint32(12, true);

export interface SnapshotView {
  source: string;
  /** A typed-array section, viewed in place in the buffer (no copy). */
  array<T extends Section>(name: string, ctor: new (b: ArrayBufferLike, o: number, l: number) => T): T;
  /** A string table, decoded on each call (callers keep what they need). */
  strings(name: string): string[];
}

/**
 * Views a snapshot held in `buffer` (an ArrayBuffer or SharedArrayBuffer of exactly the file's bytes), or in `buffer`
 * and `tail` (the file's bytes split where its arrays end, readSnapshotParts). Throws SnapshotError when it is not a
 * snapshot, another version, truncated or damaged (checksum).
 */
export function viewSnapshot(buffer: ArrayBufferLike, tail: Uint8Array = new Uint8Array(0)): SnapshotView {
  const bytes = new Uint8Array(buffer);
  if (bytes.byteLength < FIXED) throw new SnapshotError('truncated (no header)');
  const dv = new DataView(buffer);
  const magic = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (magic !== MAGIC) throw new SnapshotError('not an engine snapshot');
  const version = dv.getUint32(8, true);
  if (version !== SNAPSHOT_VERSION)
    throw new SnapshotError(`format version ${version}, expected ${SNAPSHOT_VERSION}`);
  const headerLength = dv.getUint32(12, true);
  const bodyLength = dv.getUint32(20, true);
  const bodyStart = FIXED + headerLength;
  const size = bytes.byteLength + tail.byteLength;
  if (bodyStart % 8 !== 0 || size !== bodyStart + bodyLength || bytes.byteLength < bodyStart)
    throw new SnapshotError(`truncated or padded (${size} bytes, expected ${bodyStart + bodyLength})`);
  if (crc32(tail, checksum(bytes)) !== dv.getUint32(16, true))
    throw new SnapshotError('checksum mismatch (damaged)');
  let header: { source: string; sections: SectionEntry[] };
  try {
    header = JSON.parse(Buffer.from(bytes.subarray(FIXED, bodyStart)).toString('utf8')) as typeof header;
  } catch {
    throw new SnapshotError('unreadable header');
  }
  if (typeof header?.source !== 'string') throw new SnapshotError('unreadable header (no source)');
  const byName = new Map(checkSections(header.sections, bodyLength).map((s) => [s.name, s]));
  const entry = (name: string, type: SectionEntry['type']) => {
    const s = byName.get(name);
    if (!s || s.type !== type) throw new SnapshotError(`section ${name} missing`);
    return s;
  };
  return {
    source: header.source,
    array(name, ctor) {
      const type = Object.entries(TYPES).find(([, c]) => c === (ctor as unknown))?.[0] as TypeName;
      const s = entry(name, type);
      if (bodyStart + s.offset + s.length * TYPES[type].BYTES_PER_ELEMENT > bytes.byteLength)
        throw new SnapshotError(`section ${name} lies past the arrays`);
      return new ctor(buffer, bodyStart + s.offset, s.length);
    },
    strings(name) {
      const s = entry(name, 'strings');
      const at = bodyStart + s.offset;
      const utf8 =
        at >= bytes.byteLength
          ? tail.subarray(at - bytes.byteLength, at - bytes.byteLength + s.length)
          : at + s.length <= bytes.byteLength
            ? bytes.subarray(at, at + s.length)
            : Buffer.concat([bytes.subarray(at), tail.subarray(0, at + s.length - bytes.byteLength)]);
      return JSON.parse(
        Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength).toString('utf8'),
      ) as string[];
    },
  };
}
