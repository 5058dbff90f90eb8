import { AppError } from '../../errors.ts';
import type { ZipEntry } from './zip-entries.ts';

// Names a computer runs, or opens in a browser, when the entry is double-clicked after unpacking (Windows,
// macOS, Linux). docs/product.md, Documents, lists them.
const RUNNABLE = new Set(
  [
    ...['exe', 'com', 'scr', 'pif', 'msi', 'msp', 'cpl', 'bat', 'cmd', 'lnk', 'url', 'reg', 'hta'],
    ...['js', 'jse', 'mjs', 'vbs', 'vbe', 'wsf', 'wsh', 'ps1', 'psm1', 'sh', 'command', 'app', 'jar', 'class'],
    ...['html', 'htm', 'xhtml', 'mht', 'mhtml', 'svg', 'svgz'],
  ].map((e) => `.${e}`),
);
// An Office file's code: VBA macros, ActiveX controls, OLE objects (which can wrap any program).
const OFFICE_CODE = /(?:^|\/)(?:vbaproject\.bin$|activex\/|embeddings\/oleobject[^/]*\.bin$)/;

// Windows drops a name's trailing dots and spaces when it writes the file: `setup.exe. ` is `setup.exe`.
const trimmed = (segment: string) => segment.replace(/[\s.\0]+$/, '');
function runnable(segment: string): boolean {
  const name = trimmed(segment);
  const dot = name.lastIndexOf('.');
  return dot >= 0 && RUNNABLE.has(name.slice(dot));
}

const shown = (entry: string) => Array.from(entry).slice(0, 100).join('');

// A path that unpacks outside the folder it is unpacked in: absolute, a drive, or climbing with `..`.
const escapes = (path: string) => /^(?:\/|[a-z]:)/.test(path) || path.split('/').some((s) => s.trimEnd() === '..');

/** Why an archive (ZIP, DOCX, XLSX) with these entries is refused; undefined when it is taken. */
export function archiveRefusal(name: string, entries: ZipEntry[]): AppError | undefined {
  for (const { name: entry, link } of entries) {
    const path = entry.replace(/\\/g, '/').toLowerCase();
    if (link || escapes(path)) {
      return new AppError(
        400,
        'ZIP_UNSAFE_ENTRY',
        `${name} holds ${shown(entry)}, a link or a path outside the archive's folder: remove it and upload the archive again.`,
        'file',
        { name, entry: shown(entry) },
      );
    }
    if (path.split('/').some(runnable)) {
      return new AppError(
        400,
        'ZIP_EXECUTABLE',
        `${name} holds ${shown(entry)}, a program or script: remove it and upload the archive again.`,
        'file',
        { name, entry: shown(entry) },
      );
    }
    if (OFFICE_CODE.test(path)) {
      return new AppError(
        400,
        'FILE_MACROS',
        `${name} holds macros or embedded objects (${shown(entry)}), which can run programs. Save it without them and upload it again.`,
        'file',
        { name, entry: shown(entry) },
      );
    }
  }
  return undefined;
}
