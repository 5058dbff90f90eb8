// How a ZIP names an entry (APPNOTE.TXT 4.4.4, 4.4.17, 4.6.9), in its local header and its central directory alike.
const UTF8_NAME = 0x800;
// Info-ZIP's Unicode path: a second name, which unzip tools prefer to the first.
const UNICODE_PATH = 0x7075;

// Characters that hide what a name is: controls (NUL ends a name in C, a line break forges a listing, an escape
// sequence rewrites a terminal) and the bidirectional overrides that show `exe.pdf` as `fdp.exe`.
const HIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
// A name without the UTF-8 flag is read as Latin-1, but Windows writes it in its DOS code page (CP437), whose
// umlauts are Latin-1's C1 controls (`Größe` is 0x47 0x72 0x94 0xe1 0x65): only C0 and DEL hide anything there.
const hiddenByte = (raw: Buffer) => raw.some((b) => b < 0x20 || b === 0x7f);

/** An entry's names as unzip tools may show them: its own, then the Unicode paths of its extra field. */
export type EntryNames = { names: string[]; hidden: boolean };

/** The names an entry's name bytes, general purpose flags and extra field give it. */
export function entryNames(name: Buffer, flags: number, extra: Buffer): EntryNames {
  const utf8 = (flags & UTF8_NAME) !== 0;
  const own = name.toString(utf8 ? 'utf8' : 'latin1');
  const unicode = unicodePaths(extra);
  const hidden = (utf8 ? HIDDEN.test(own) : hiddenByte(name)) || unicode.some((n) => HIDDEN.test(n));
  return { names: [own, ...unicode], hidden };
}

/** The Unicode path names among an extra field's records. */
function unicodePaths(extra: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 4 <= extra.length;) {
    const size = extra.readUInt16LE(at + 2);
    if (extra.readUInt16LE(at) === UNICODE_PATH && size > 5 && at + 4 + size <= extra.length) {
      names.push(extra.toString('utf8', at + 9, at + 4 + size));
    }
    at += 4 + size;
  }
  return names;
}

/** A name as a message shows it: its first 100 characters, a hidden character as U+FFFD. */
export const shown = (name: string) =>
  Array.from(name.replace(new RegExp(HIDDEN.source, 'gu'), '\ufffd'))
    .slice(0, 100)
    .join('');
