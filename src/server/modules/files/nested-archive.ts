import { createInflateRaw, type InflateRaw } from 'node:zlib';
import type { LocalHeader } from './local-headers.ts';
import type { ZipEntry } from './zip-entries.ts';

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
// A descriptor after the data (APPNOTE.TXT 4.4.4, bit 3): the header's sizes are zero, so the data ends where its
// deflate stream ends (macOS's Archive Utility and Java write ZIPs so).
const DESCRIPTOR = 0x8;

/** What reads the unpacked bytes: the check of the archive inside. */
export type Unpacked = { add(chunk: Buffer): Promise<void>; finish(): Promise<void> };

/** The unpacked bytes one upload may still check (zip bombs stop there); shared by all its nested archives. */
export type Budget = { left: number };

/** Whether an entry's data can be read as it passes: stored with its length, or deflated, and not encrypted. */
export const readable = (header: LocalHeader) =>
  (header.flags & ENCRYPTED) === 0 &&
  (header.method === DEFLATED || (header.method === STORED && (header.flags & DESCRIPTOR) === 0));

/**
 * An archive inside an archive, unpacked as its bytes pass (inflated when deflated) into the check of its own
 * entries. It fails, and so is not checked, when its data is broken or cut short or the budget runs out.
 */
export class NestedArchive<T extends Unpacked> {
  /** The next byte of the outer archive it reads, and the byte after its last (unknown behind a descriptor). */
  next: number;
  end: number;
  failed = false;
  private readonly inflater: InflateRaw | undefined;
  private readonly pump: Promise<void> | undefined;
  private inflated = false;

  constructor(
    private readonly header: LocalHeader,
    readonly inner: T,
    private readonly budget: Budget,
  ) {
    this.next = header.dataStart;
    this.end = (header.flags & DESCRIPTOR) === 0 ? header.dataStart + header.compressedSize : Infinity;
    if (header.method !== DEFLATED) return;
    const inflater = (this.inflater = createInflateRaw());
    // Its errors end the loop below; this keeps one after the loop from being unhandled.
    inflater.on('error', () => undefined);
    this.pump = (async () => {
      for await (const out of inflater as AsyncIterable<Buffer>) await this.unpacked(out);
      this.inflated = true;
    })().catch(() => {
      this.failed = true;
    });
  }

  /** Read whole, or given up. */
  get done(): boolean {
    return this.failed || this.inflated || this.next >= this.end;
  }

  async write(bytes: Buffer): Promise<void> {
    if (this.done) return;
    this.next += bytes.length;
    if (!this.inflater) return this.unpacked(bytes).catch(() => void (this.failed = true));
    // The deflate stream's end is found by inflating: bytes written past it are ignored by zlib.
    await new Promise<void>((resolve) => this.inflater!.write(bytes, () => resolve()));
  }

  /** After the last byte of the outer archive passed, or of this one: whatever is open is read to its end. */
  async finish(): Promise<void> {
    if (this.inflater) {
      this.inflater.end();
      await this.pump;
    } else if (this.next < this.end) {
      this.failed = true;
    }
    await this.inner.finish();
  }

  /** Whether what was read is the entry the central directory lists at this offset, read whole. */
  matches(entry: ZipEntry): boolean {
    const read = this.inflater ? this.inflater.bytesWritten : this.next - this.header.dataStart;
    return !this.failed && entry.method === this.header.method && entry.compressedSize === read;
  }

  private async unpacked(bytes: Buffer): Promise<void> {
    this.budget.left -= bytes.length;
    if (this.budget.left < 0) throw new Error('the budget of unpacked bytes is spent');
    await this.inner.add(bytes);
  }
}
