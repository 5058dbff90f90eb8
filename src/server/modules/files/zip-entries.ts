// A ZIP's table of contents (APPNOTE.TXT 4.3.12, 4.3.16): the central directory, then its end record (22 bytes and a
// comment of up to 64 KiB) at the very end of the file.
const END = 0x06054b50;
const ENTRY = 0x02014b50;
const END_BYTES = 22;
const ENTRY_BYTES = 46;
const UTF8_NAME = 0x800;
// Info-ZIP's Unicode path (4.6.9): a second name, which unzip tools prefer to the first.
const UNICODE_PATH = 0x7075;
// An entry made on Unix (4.4.2: the high byte of "version made by") keeps its file mode in the high half of its
// external attributes (4.4.15); a symbolic link's type bits are 0o120000.
const UNIX = 3;
const TYPE_BITS = 0o170000;
const SYMLINK = 0o120000;

/** An entry's name, and whether unzipping it on Unix makes a symbolic link. */
export type ZipEntry = { name: string; link: boolean };

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

/** The Unicode path names among an entry's extra fields. */
function unicodePaths(extra: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 4 <= extra.length;) {
    const size = extra.readUInt16LE(at + 2);
    if (extra.readUInt16LE(at) === UNICODE_PATH && size > 5) names.push(extra.toString('utf8', at + 9, at + 4 + size));
    at += 4 + size;
  }
  return names;
}

/**
 * Every entry the central directory at the end of `tail` lists (with their Unicode paths as entries too);
 * undefined when it is not there whole and well formed just before its end record (a ZIP64 or spanned archive,
 * or a broken one).
 */
export function zipEntries(tail: Buffer): ZipEntry[] | undefined {
  const end = endRecord(tail);
  if (end === undefined) return undefined;
  const count = tail.readUInt16LE(end + 10);
  let at = end - tail.readUInt32LE(end + 12);
  if (at < 0) return undefined;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_BYTES > end || tail.readUInt32LE(at) !== ENTRY) return undefined;
    const nameEnd = at + ENTRY_BYTES + tail.readUInt16LE(at + 28);
    const extraEnd = nameEnd + tail.readUInt16LE(at + 30);
    const next = extraEnd + tail.readUInt16LE(at + 32);
    if (next > end) return undefined;
    const utf8 = (tail.readUInt16LE(at + 8) & UTF8_NAME) !== 0;
    const mode = tail.readUInt32LE(at + 38) >>> 16;
    const link = tail[at + 5] === UNIX && (mode & TYPE_BITS) === SYMLINK;
    const names = [tail.toString(utf8 ? 'utf8' : 'latin1', at + ENTRY_BYTES, nameEnd)];
    names.push(...unicodePaths(tail.subarray(nameEnd, extraEnd)));
    entries.push(...names.map((name) => ({ name, link })));
    at = next;
  }
  return at === end ? entries : undefined;
}
