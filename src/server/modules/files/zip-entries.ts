import { entryNames, type EntryNames } from './zip-names.ts';

// A ZIP's table of contents (APPNOTE.TXT 4.3.12, 4.3.16): the central directory, then its end record (22 bytes and a
// comment of up to 64 KiB) at the very end of the file.
const END = 0x06054b50;
const ENTRY = 0x02014b50;
const END_BYTES = 22;
const ENTRY_BYTES = 46;
// The high half of the external attributes (4.4.15) holds a Unix file mode, whatever system "version made by"
// names: unzip and libarchive make a symbolic link of the type bits 0o120000 from any host (Info-ZIP's own zip
// writes them on macOS too), so they are a link under every host byte.
const TYPE_BITS = 0o170000;
const SYMLINK = 0o120000;

/** An entry of the central directory: its names, where its local header is, and how its data is stored. */
export type ZipEntry = EntryNames & {
  /** The name's bytes, which its local header must repeat. */
  raw: Buffer;
  /** Unzipping it makes a symbolic link. */
  link: boolean;
  /** Where its local header starts, counted from the archive's first byte. */
  offset: number;
  method: number;
  compressedSize: number;
  size: number;
};

/** The last `limit` bytes of what passed: where a ZIP's directory is. */
export class Tail {
  private chunks: Buffer[] = [];
  private bytes = 0;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    while (this.bytes - this.chunks[0]!.length >= this.limit) this.bytes -= this.chunks.shift()!.length;
  }

  get buffer(): Buffer {
    return Buffer.concat(this.chunks).subarray(-this.limit);
  }
}

/** Where the end record starts: the last one whose comment reaches exactly to the end. */
function endRecord(tail: Buffer): number | undefined {
  for (let at = tail.length - END_BYTES; at >= 0 && at >= tail.length - END_BYTES - 0xffff; at--) {
    if (tail.readUInt32LE(at) === END && at + END_BYTES + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  return undefined;
}

/**
 * Every entry the central directory at the end of `tail` lists, the last bytes of an archive of `size` bytes;
 * undefined when it is not there whole and well formed just before its end record (a ZIP64 or spanned archive,
 * or a broken one).
 */
export function zipEntries(tail: Buffer, size: number): ZipEntry[] | undefined {
  const end = endRecord(tail);
  if (end === undefined) return undefined;
  const count = tail.readUInt16LE(end + 10);
  let at = end - tail.readUInt32LE(end + 12);
  if (at < 0) return undefined;
  // Bytes before the archive (a self-extractor's program) move every offset, as unzip allows for.
  const shift = size - tail.length + at - tail.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_BYTES > end || tail.readUInt32LE(at) !== ENTRY) return undefined;
    const nameEnd = at + ENTRY_BYTES + tail.readUInt16LE(at + 28);
    const extraEnd = nameEnd + tail.readUInt16LE(at + 30);
    const next = extraEnd + tail.readUInt16LE(at + 32);
    if (next > end) return undefined;
    const raw = tail.subarray(at + ENTRY_BYTES, nameEnd);
    const mode = tail.readUInt32LE(at + 38) >>> 16;
    entries.push({
      ...entryNames(raw, tail.readUInt16LE(at + 8), tail.subarray(nameEnd, extraEnd)),
      raw,
      link: (mode & TYPE_BITS) === SYMLINK,
      offset: tail.readUInt32LE(at + 42) + shift,
      method: tail.readUInt16LE(at + 10),
      compressedSize: tail.readUInt32LE(at + 20),
      size: tail.readUInt32LE(at + 24),
    });
    at = next;
  }
  return at === end ? entries : undefined;
}
