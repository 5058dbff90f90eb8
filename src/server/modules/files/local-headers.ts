import { entryNames, type EntryNames } from './zip-names.ts';

// The header before each entry's data (APPNOTE.TXT 4.3.7): 30 bytes, the name, the extra field.
const SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEADER_BYTES = 30;
// What is kept of every header until the central directory, read last, says which are real: the signature's bytes
// also turn up inside compressed data. A directory read whole lists at most 65,535 entries with 4 MiB of names.
const MAX_HEADERS = 100_000;
const MAX_NAME_BYTES = 8 * 1024 * 1024;

/** A local header as it starts an entry: its names, how its data is stored, and where that data starts. */
export type LocalHeader = EntryNames & {
  offset: number;
  raw: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  dataStart: number;
};

type Kept = { raw: Buffer; flags: number; extra: Buffer | undefined };

/**
 * Finds the local headers in an archive's bytes as they pass, wherever they are: the central directory names
 * each entry's header by its offset, and only at the end (zip-entries.ts). Holds back at most one header's bytes.
 */
export class LocalHeaders {
  /** More headers than are kept: their names cannot all be compared with the directory's. */
  overflow = false;
  private readonly kept = new Map<number, Kept>();
  private keptBytes = 0;
  private pending = Buffer.alloc(0);
  private pendingAt = 0;

  /** Reads the archive's next bytes; answers the headers that ended in them. */
  add(chunk: Buffer): LocalHeader[] {
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const found: LocalHeader[] = [];
    let from = 0;
    for (;;) {
      const at = bytes.indexOf(SIGNATURE, from);
      if (at < 0) {
        // The signature's first bytes may end the chunk.
        from = Math.max(from, bytes.length - SIGNATURE.length + 1);
        break;
      }
      const nameEnd = at + HEADER_BYTES + (at + HEADER_BYTES <= bytes.length ? bytes.readUInt16LE(at + 26) : 0);
      const extraEnd = nameEnd + (nameEnd <= bytes.length ? bytes.readUInt16LE(at + 28) : 0);
      if (at + HEADER_BYTES > bytes.length || extraEnd > bytes.length) {
        from = at;
        break;
      }
      found.push(this.keep(bytes, at, nameEnd, extraEnd));
      from = at + SIGNATURE.length;
    }
    this.pendingAt += from;
    // A copy: what is held back must not keep the whole chunk.
    this.pending = Buffer.from(bytes.subarray(from));
    return found;
  }

  /** The names of the header at `offset`, if one was there. */
  at(offset: number): (EntryNames & { raw: Buffer }) | undefined {
    const kept = this.kept.get(offset);
    return kept && { ...entryNames(kept.raw, kept.flags, kept.extra ?? Buffer.alloc(0)), raw: kept.raw };
  }

  private keep(bytes: Buffer, at: number, nameEnd: number, extraEnd: number): LocalHeader {
    const raw = Buffer.from(bytes.subarray(at + HEADER_BYTES, nameEnd));
    const extraBytes = bytes.subarray(nameEnd, extraEnd);
    const flags = bytes.readUInt16LE(at + 6);
    const header = {
      ...entryNames(raw, flags, extraBytes),
      offset: this.pendingAt + at,
      raw,
      flags,
      method: bytes.readUInt16LE(at + 8),
      compressedSize: bytes.readUInt32LE(at + 18),
      dataStart: this.pendingAt + extraEnd,
    };
    // Only a Unicode path matters of the extra field; most have none, so it is kept only when there is one.
    const extra = header.names.length > 1 ? Buffer.from(extraBytes) : undefined;
    this.keptBytes += raw.length + (extra?.length ?? 0);
    if (this.kept.size >= MAX_HEADERS || this.keptBytes > MAX_NAME_BYTES) this.overflow = true;
    else this.kept.set(header.offset, { raw, flags, extra });
    return header;
  }
}
