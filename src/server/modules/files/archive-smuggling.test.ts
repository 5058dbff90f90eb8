import { beforeEach, describe, expect, it } from 'vitest';
import { TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { docx, documentsTask, file, filesUnder, xlsx, type Part } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { zipOf } from '../../test/zip.ts';

// Names that run, mount or open macros on a printshop's computer, beyond the first list (unsafe-uploads.test.ts).
const BLOCKED = [
  ...['.docm', '.xlsm', '.xlam', '.xll', '.chm', '.one', '.iso', '.vhdx', '.msix', '.appref-ms', '.scf', '.inf'],
  ...['.sct', '.wsc', '.jnlp', '.py', '.settingcontent-ms', '.pptm', '.dotm', '.vhd', '.img', '.appx'],
];

/** A ZIP with one entry holding `content` among harmless ones; `deflate` also writes it as streaming zippers do. */
const holding = (name: string, content: string | Buffer, deflate = false) =>
  zipOf([
    ['Druckdaten/Motiv.pdf', '%PDF-1.4'],
    [name, content, undefined, undefined, { deflate, descriptor: deflate }],
  ]);

describe('archives that would smuggle something past the check', () => {
  const t = useTestApp();
  const stored = () => filesUnder((t.app.deps.config.files as { dir: string }).dir);
  let put: ((parts: Part[]) => ReturnType<Awaited<ReturnType<typeof documentsTask>>['put']>) | undefined;
  // One buyer and task per test, made at its first upload.
  const upload = async (parts: Part[]) => (put ??= (await documentsTask(t.app, 0)).put)(parts);
  const refusal = async (name: string, content: Buffer) => readError(upload([file(name, content)]), 400);
  beforeEach(() => {
    put = undefined;
  });

  it('refuses a symbolic link whatever system the archive says it was made on', async () => {
    // MS-DOS, Unix, NTFS, VFAT, macOS: unzip makes a link of the mode's type bits under each.
    for (const host of [0, 3, 10, 11, 19]) {
      const zip = zipOf([['Druckdaten/Motiv.pdf', '/home/user/.bashrc', undefined, 0o120777, { host }]]);
      expect(await refusal('Druckdaten.zip', zip), `host ${host}`).toMatchObject({
        code: 'ZIP_UNSAFE_ENTRY',
        message: `Druckdaten.zip holds Druckdaten/Motiv.pdf, a link or a path outside the archive's folder: remove it and upload the archive again.`,
      });
    }
    const plain = zipOf([
      ['Motiv.pdf', '%PDF-1.4', undefined, 0o100644, { host: 0 }],
      ['Logo.pdf', '%PDF-1.4', undefined, 0o100644, { host: 19 }],
    ]);
    expect((await upload([file('Sauber.zip', plain)])).statusCode).toBe(201);
  });

  it('refuses a name with NUL, control or direction characters, its own or its Unicode path; a DOS name is taken', async () => {
    const names = ['Motiv.exe\0.pdf', 'Motiv\n.pdf', 'Motiv\x1b[8m.pdf', 'Motiv\x7f.pdf', 'Rechnung\u202efdp.zip'];
    for (const name of names) {
      const zip = zipOf([[name, 'x', undefined, undefined, { utf8: true }]]);
      const shown = name.replace(/[\p{Cc}\u202e]/gu, '\ufffd');
      expect(await refusal('Druckdaten.zip', zip), JSON.stringify(name)).toMatchObject({
        code: 'ZIP_UNSAFE_ENTRY',
        message: `Druckdaten.zip holds ${shown}, a name with control characters that hide what it is: remove it and upload the archive again.`,
        params: { entry: shown },
      });
    }
    const path = Buffer.from('Motiv\u0085.pdf');
    const unicodePath = Buffer.concat([Buffer.from([0x75, 0x70, 5 + path.length, 0, 1, 0, 0, 0, 0]), path]);
    const disguised = zipOf([['Motiv.pdf', 'x', unicodePath]]);
    expect(await refusal('Archiv.zip', disguised)).toMatchObject({ code: 'ZIP_UNSAFE_ENTRY' });
    // Windows names in its DOS code page without the UTF-8 flag: `Größe.pdf`, whose ö is 0x94.
    const dos = zipOf([[Buffer.from([0x47, 0x72, 0x94, 0xe1, 0x65, 0x2e, 0x70, 0x64, 0x66]), '%PDF-1.4']]);
    expect((await upload([file('Windows.zip', dos)])).statusCode).toBe(201);
  });

  it('refuses macro-enabled Office files, help files, notebooks, disk images, installers and Python', async () => {
    for (const ext of BLOCKED) {
      const entry = `Unterlagen/Datei${ext}`;
      expect(await refusal('Unterlagen.zip', holding(entry, 'x')), ext).toMatchObject({
        code: 'ZIP_EXECUTABLE',
        params: { name: 'Unterlagen.zip', entry },
      });
    }
    expect(stored()).toEqual([]);
  });

  it('refuses an entry whose local header names another file than the central directory', async () => {
    const zip = zipOf([['Motiv.pdf', 'MZ', undefined, undefined, { localName: 'setup.exe' }]]);
    expect(await refusal('Druckdaten.zip', zip)).toMatchObject({
      code: 'ZIP_UNSAFE_ENTRY',
      message:
        'Druckdaten.zip holds Motiv.pdf, whose local header names setup.exe instead, so an unzip tool may unpack another file: remove it and upload the archive again.',
      params: { name: 'Druckdaten.zip', entry: 'Motiv.pdf' },
    });
    expect(stored()).toEqual([]);
  });

  it('checks archives inside archives alike, stored or deflated, two levels down', async () => {
    const program = zipOf([['setup.exe', 'MZ']]);
    const climbing = zipOf([['../../.bashrc', 'x']]);
    const macros = xlsx(['xl/vbaProject.bin', 'VBA']);
    const cases: [name: string, content: Buffer, answer: object][] = [
      [
        'Druckdaten.zip',
        holding('Schriften.zip', program),
        { code: 'ZIP_EXECUTABLE', entry: 'Schriften.zip/setup.exe' },
      ],
      [
        'Druckdaten.zip',
        holding('Schriften.zip', climbing, true),
        { code: 'ZIP_UNSAFE_ENTRY', entry: 'Schriften.zip/../../.bashrc' },
      ],
      [
        'Text.docx',
        docx(['word/embeddings/Blatt.xlsx', macros]),
        { code: 'FILE_MACROS', entry: 'word/embeddings/Blatt.xlsx/xl/vbaProject.bin' },
      ],
      [
        'Druckdaten.zip',
        holding('a.zip', zipOf([['b.zip', zipOf([['c.zip', zipOf([['Motiv.pdf', '%PDF-1.4']])]])]]), true),
        { code: 'ZIP_NESTED', entry: 'a.zip/b.zip/c.zip' },
      ],
      ['Druckdaten.zip', holding('Quellen.7z', '7z\xbc\xaf\x27\x1c'), { code: 'ZIP_NESTED', entry: 'Quellen.7z' }],
      ['Druckdaten.zip', holding('kaputt.zip', 'PK\x03\x04 broken'), { code: 'ZIP_NESTED', entry: 'kaputt.zip' }],
    ];
    for (const [name, content, { code, entry }] of cases as [string, Buffer, { code: string; entry: string }][]) {
      expect(await refusal(name, content), entry).toMatchObject({ code, params: { name, entry } });
    }
    // Two levels down, written by a streaming zipper, and an Office file's embedded sheet: taken.
    const fonts = zipOf([['Frutiger.otf', 'OTTO', undefined, undefined, { deflate: true, descriptor: true }]]);
    const artwork = zipOf([['Schriften.zip', fonts, undefined, undefined, { deflate: true, descriptor: true }]]);
    const clean = await upload([
      file('Druckdaten.zip', holding('Grafik.zip', artwork, true)),
      file('Text.docx', docx(['word/embeddings/Blatt.xlsx', xlsx()])),
    ]);
    expect((await read(clean, TaskFileListSchema, 201)).items).toHaveLength(2);
  });

  it('stops unpacking at four times the file limit: a ZIP bomb inside is refused', async () => {
    // 201 MB of zeros in a ZIP, deflated to a few hundred KB in the upload.
    const bomb = zipOf([['Motiv.tif', Buffer.alloc(201 * 1024 * 1024)]]);
    expect(await refusal('Druckdaten.zip', holding('Bilder.zip', bomb, true))).toMatchObject({
      code: 'ZIP_NESTED',
      params: { entry: 'Bilder.zip' },
    });
    expect(stored()).toEqual([]);
  });
});
