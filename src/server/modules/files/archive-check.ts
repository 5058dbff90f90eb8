import { MAX_FILE_BYTES } from '../../../shared/schemas/files.ts';
import type { AppError } from '../../errors.ts';
import { entryRefusal, isNestedZip, namesZip, uncheckedArchive } from './archives.ts';
import { LocalHeaders, type LocalHeader } from './local-headers.ts';
import { NestedArchive, readable, type Budget } from './nested-archive.ts';
import { Tail, zipEntries } from './zip-entries.ts';

// How much of an archive's end is kept to read its list of entries: the end record with its comment (64 KiB at
// most) and a directory of 4 MiB, tens of thousands of entries. A longer one is refused as unreadable.
const TAIL_BYTES = 4 * 1024 * 1024 + 64 * 1024 + 22;
// Archives in archives are checked two levels down (fonts.zip in artwork.zip in the upload); one deeper is refused.
const LEVELS = 3;
// Nested archives read at once: the real ones follow each other; more at once are signatures found by chance.
const MAX_OPEN = 4;
// What one upload's nested archives may unpack to, together.
const UNPACKED_BYTES = 4 * MAX_FILE_BYTES;

/**
 * Checks a ZIP (or DOCX, XLSX) as its bytes pass: keeps its end, where the central directory is, notes every local
 * header, and unpacks each archive inside into a check of its own. `verdict()` at the end says whether it is taken.
 */
export class ArchiveCheck {
  private size = 0;
  private readonly tail = new Tail(TAIL_BYTES);
  private readonly headers = new LocalHeaders();
  private readonly nested = new Map<number, NestedArchive<ArchiveCheck>>();
  private open: NestedArchive<ArchiveCheck>[] = [];

  constructor(
    private readonly level = 1,
    private readonly budget: Budget = { left: UNPACKED_BYTES },
  ) {}

  async add(chunk: Buffer): Promise<void> {
    const start = this.size;
    this.size += chunk.length;
    this.tail.add(chunk);
    for (const header of this.headers.add(chunk)) this.unpack(header);
    for (const archive of this.open) {
      const [from, to] = [Math.max(archive.next, start), Math.min(archive.end, this.size)];
      if (to > from) await archive.write(chunk.subarray(from - start, to - start));
    }
    for (const archive of this.open.filter((a) => a.done)) await archive.finish();
    this.open = this.open.filter((a) => !a.done);
  }

  /** After the archive's last byte. */
  async finish(): Promise<void> {
    for (const archive of this.open) await archive.finish();
    this.open = [];
  }

  /**
   * Why the archive `name` is refused, naming an entry after `within` (the archives it is in); 'unreadable' when its
   * directory cannot be read; undefined when it is taken.
   */
  verdict(name: string, within = ''): AppError | 'unreadable' | undefined {
    const entries = zipEntries(this.tail.buffer, this.size);
    if (!entries || this.headers.overflow) return 'unreadable';
    for (const entry of entries) {
      const refused = entryRefusal(name, within, entry, this.headers.at(entry.offset));
      if (refused) return refused;
      if (!isNestedZip(entry)) continue;
      const path = within + entry.names[0]!;
      if (this.level >= LEVELS) return uncheckedArchive(name, path, `nested more than ${LEVELS - 1} archives deep`);
      const archive = this.nested.get(entry.offset);
      const inner = archive?.matches(entry) ? archive.inner.verdict(name, `${path}/`) : 'unreadable';
      if (inner === 'unreadable') return uncheckedArchive(name, path, 'unreadable, or too large unpacked');
      if (inner) return inner;
    }
    return undefined;
  }

  /** Starts unpacking the archive a local header begins, if it names one and this one is not too deep. */
  private unpack(header: LocalHeader): void {
    if (this.level >= LEVELS || this.open.length >= MAX_OPEN || !readable(header)) return;
    if (!namesZip(header.names) || this.nested.has(header.offset)) return;
    const archive = new NestedArchive(header, new ArchiveCheck(this.level + 1, this.budget), this.budget);
    this.nested.set(header.offset, archive);
    this.open.push(archive);
  }
}
