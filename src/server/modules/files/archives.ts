import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../errors.ts';
import type { ZipEntry } from './zip-entries.ts';
import { shown, type EntryNames } from './zip-names.ts';

const extensions = (...lists: string[][]) => new Set(lists.flat().map((e) => `.${e}`));

// Names a computer runs, opens in a browser or mounts, when the entry is double-clicked after unpacking (Windows,
// macOS, Linux), and Office files that run macros. docs/product.md, Documents, lists them.
const RUNNABLE = extensions(
  ['exe', 'com', 'scr', 'pif', 'msi', 'msp', 'msix', 'msixbundle', 'appx', 'appxbundle', 'appref-ms', 'cpl'],
  ['bat', 'cmd', 'lnk', 'url', 'reg', 'hta', 'chm', 'scf', 'inf', 'sct', 'wsc', 'xll', 'settingcontent-ms'],
  ['js', 'jse', 'mjs', 'vbs', 'vbe', 'wsf', 'wsh', 'ps1', 'psm1', 'sh', 'command', 'app', 'jar', 'class', 'jnlp'],
  ['py', 'pyw', 'html', 'htm', 'xhtml', 'mht', 'mhtml', 'svg', 'svgz', 'one', 'iso', 'img', 'vhd', 'vhdx'],
  ['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppsm', 'ppam', 'sldm'],
);
// Archives a ZIP holds that are ZIPs themselves: checked alike, entry by entry (archive-check.ts).
const ZIPS = extensions(
  ['zip', 'docx', 'xlsx', 'pptx', 'dotx', 'xltx', 'potx', 'ppsx', 'odt', 'ods', 'odp', 'odg', 'epub'],
  ['idml', 'xps', 'oxps', '3mf', 'vsdx', 'kmz'],
);
// Archives of other kinds, which are not read: what they hold cannot be checked.
const OTHER_ARCHIVES = extensions(
  ['7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'tbz', 'tbz2', 'xz', 'txz', 'zst', 'lz', 'lzma', 'z'],
  ['cab', 'arj', 'lzh', 'lha', 'ace', 'cpio', 'dmg', 'wim'],
);
// An Office file's code: VBA macros, ActiveX controls, OLE objects (which can wrap any program).
const OFFICE_CODE = /(?:^|\/)(?:vbaproject\.bin$|activex\/|embeddings\/oleobject[^/]*\.bin$)/;

// Windows drops a name's trailing dots and spaces when it writes the file: `setup.exe. ` is `setup.exe`.
const extensionOf = (segment: string) => {
  const name = segment.replace(/[\s.]+$/, '');
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot) : '';
};
const pathOf = (name: string) => name.replace(/\\/g, '/').toLowerCase();
const fileExtension = (name: string) => (name.endsWith('/') ? '' : extensionOf(pathOf(name).split('/').at(-1)!));

// A path that unpacks outside the folder it is unpacked in: absolute, a drive, or climbing with `..`.
const escapes = (path: string) => /^(?:\/|[a-z]:)/.test(path) || path.split('/').some((s) => s.trimEnd() === '..');

/** Whether one of an entry's names is a ZIP's (a DOCX, an ODT …): an archive to check alike. */
export const namesZip = (names: string[]) => names.some((n) => ZIPS.has(fileExtension(n)));

/** A ZIP's entry that is an archive to check alike: a ZIP by name, not empty. */
export const isNestedZip = (entry: ZipEntry) => entry.size > 0 && namesZip(entry.names);

const refusal = (code: ErrorCode, archive: string, entry: string, message: string) =>
  new AppError(400, code, `${archive} holds ${shown(entry)}, ${message}`, 'file', {
    name: archive,
    entry: shown(entry),
  });

const unsafe = (archive: string, entry: string, what: string) =>
  refusal('ZIP_UNSAFE_ENTRY', archive, entry, `${what}: remove it and upload the archive again.`);

/** 400 ZIP_NESTED: an archive inside `archive` whose entries could not be read, so not checked. */
export const uncheckedArchive = (archive: string, entry: string, why: string) =>
  refusal(
    'ZIP_NESTED',
    archive,
    entry,
    `an archive whose content cannot be checked (${why}): upload its files instead.`,
  );

/**
 * Why an archive (ZIP, DOCX, XLSX, or one inside them) is refused for this entry, given its local header; the
 * entry is named after `within`, the names of the archives it is in. Undefined when the entry passes.
 */
export function entryRefusal(
  archive: string,
  within: string,
  entry: ZipEntry,
  local: (EntryNames & { raw: Buffer }) | undefined,
): AppError | undefined {
  const path = within + entry.names[0]!;
  // A tool that unpacks by the local headers (streaming unzippers, some scanners) would see that name instead.
  if (!local?.raw.equals(entry.raw)) {
    const other = local ? shown(local.names[0]!) : 'nothing';
    return unsafe(archive, path, `whose local header names ${other} instead, so an unzip tool may unpack another file`);
  }
  if (entry.hidden || local.hidden) return unsafe(archive, path, 'a name with control characters that hide what it is');
  for (const name of [...entry.names, ...local.names]) {
    const lower = pathOf(name);
    if (entry.link || escapes(lower)) {
      return unsafe(archive, within + name, "a link or a path outside the archive's folder");
    }
    if (lower.split('/').some((segment) => RUNNABLE.has(extensionOf(segment)))) {
      return refusal(
        'ZIP_EXECUTABLE',
        archive,
        within + name,
        'a program or script: remove it and upload the archive again.',
      );
    }
    if (OFFICE_CODE.test(lower)) {
      const at = shown(within + name);
      return new AppError(
        400,
        'FILE_MACROS',
        `${archive} holds macros or embedded objects (${at}), which can run programs. Save it without them and upload it again.`,
        'file',
        { name: archive, entry: at },
      );
    }
    if (OTHER_ARCHIVES.has(fileExtension(name)))
      return uncheckedArchive(archive, within + name, 'a kind that is not read');
  }
  return undefined;
}
