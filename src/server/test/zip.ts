import { crc32, deflateRawSync } from 'node:zlib';

/** How an entry is written, beyond its name and content; each default is what zip tools write most. */
export type ZipEntryOptions = {
  /** The system in "version made by" (0 MS-DOS, 3 Unix, 10 NTFS, 19 macOS); default 3 with a mode, else 0. */
  host?: number;
  /** Another name in the local header than in the central directory. */
  localName?: string;
  /** Deflated (method 8) instead of stored. */
  deflate?: boolean;
  /** Sizes and CRC after the data in a data descriptor, as streaming writers (macOS, Java) do: flag bit 3. */
  descriptor?: boolean;
  /** The name is UTF-8 (flag bit 11); else readers take it as CP437 or Latin-1. */
  utf8?: boolean;
};

type Entry = [
  name: string | Buffer,
  content: string | Buffer,
  extra?: Buffer,
  unixMode?: number,
  options?: ZipEntryOptions,
];

/**
 * A ZIP archive of stored (or deflated) entries, each with its central directory's extra fields, if any, a Unix
 * file mode, if given, and how it is written (ZipEntryOptions). A name given as text is written in UTF-8.
 */
export function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content, extra = Buffer.alloc(0), unixMode, options = {}] of entries) {
    const data = Buffer.from(content);
    const stored = options.deflate ? deflateRawSync(data) : data;
    const method = options.deflate ? 8 : 0;
    const flags = (options.descriptor ? 0x8 : 0) | (options.utf8 ? 0x800 : 0);
    const fileName = Buffer.from(name);
    const localName = Buffer.from(options.localName ?? name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!options.descriptor) {
      local.writeUInt32LE(crc32(data), 14);
      local.writeUInt32LE(stored.length, 18);
      local.writeUInt32LE(data.length, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    const descriptor = Buffer.alloc(options.descriptor ? 16 : 0);
    if (options.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc32(data), 4);
      descriptor.writeUInt32LE(stored.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    const host = options.host ?? (unixMode === undefined ? 0 : 3);
    central.writeUInt16LE((host << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    if (unixMode !== undefined) central.writeUInt32LE((unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, stored, descriptor);
    centrals.push(central, fileName, extra);
    offset += local.length + localName.length + stored.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
