import { describe, expect, it } from 'vitest';
import { TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { docx, documentsTask, file, filesUnder, pdf, png, xlsx, type Part } from '../../test/files.ts';
import { zipOf } from '../../test/zip.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';

const PDF = 'application/pdf';

// Programs by their first bytes, and scripts and markup by their text; each under a harmless name.
const MACH_O = ['feedface', 'cefaedfe', 'feedfacf', 'cffaedfe', 'cafebabe', 'bebafeca', 'cafebabf', 'bfbafeca'];
const programs: [name: string, content: Buffer, kind: string][] = [
  ['Motiv.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]), 'a Windows program'],
  ['Foto.png', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(121)]), 'a Linux program'],
  ...MACH_O.map((magic, i): [string, Buffer, string] => [
    `Vorschau${i}.jpg`,
    Buffer.concat([Buffer.from(magic, 'hex'), Buffer.alloc(124)]),
    'a macOS or Java program',
  ]),
  ['Liesmich.txt', Buffer.from('#!/bin/sh\nrm -rf ~\n'), 'a script'],
  ['Stanzkontur.pdf', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'a web page'],
  ['Angebot.docx', Buffer.from('  <p onclick="alert(1)">Angebot</p>'), 'a web page'],
  ['Logo.tif', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'a web'],
  ['Logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a web page'],
  ['Seite.pdf', Buffer.from('\ufeffHinweis\n<html><body>x</body></html>', 'utf16le'), 'a web page'],
  ['Daten.zip', Buffer.from('var shell = new ActiveXObject("WScript.Shell");\nshell.Run("calc");\n'), 'a script'],
  ['Daten.xlsx', Buffer.from('/* Druck */\n(function () { fetch("/x"); })();\n'), 'a script'],
  ['Hinweis.pdf', Buffer.from('@echo off\r\nstart calc\r\n'), 'a script'],
  ['Kalkulation.pdf', Buffer.from('Set shell = CreateObject("WScript.Shell")\r\n'), 'a script'],
];

// One entry of each name a computer runs, then the tricks: a folder, a trailing dot, backslashes, capitals, a
// macOS application bundle.
const RUNNABLE = [
  '.exe',
  '.bat',
  '.cmd',
  '.hta',
  '.js',
  '.vbs',
  '.scr',
  '.msi',
  '.ps1',
  '.sh',
  '.jar',
  '.html',
  '.svg',
];
const badEntries = [
  ...RUNNABLE.map((ext) => `Druckdaten/werkzeug${ext}`),
  'setup.exe. ',
  'tools\\run.BAT',
  'LIESMICH.HTML',
  'Viewer.app/Contents/MacOS/Viewer',
];

/** Info-ZIP's Unicode path extra field naming `name`, which unzip tools show instead of the entry's own. */
function unicodePath(name: string): Buffer {
  const utf8 = Buffer.from(name);
  const head = Buffer.alloc(9);
  head.writeUInt16LE(0x7075, 0);
  head.writeUInt16LE(5 + utf8.length, 2);
  head.writeUInt8(1, 4);
  return Buffer.concat([head, utf8]);
}

/** A macro-enabled Office file as its `[Content_Types].xml` declares it (DOCM, XLSM), with its macros. */
const macroEnabled = (type: string, folder: string) =>
  zipOf([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="application/vnd.ms-${type}.macroEnabled.main+xml"/></Types>`,
    ],
    [`${folder}/main.xml`, '<main/>'],
    [`${folder}/vbaProject.bin`, 'Attribute VB_Name'],
  ]);

describe('documents that could run on a printshop’s computer', () => {
  const t = useTestApp();
  const stored = () => filesUnder((t.app.deps.config.files as { dir: string }).dir);

  it('stores a PDF named like a program or web page with .pdf appended, and serves it so to staff and printshops', async () => {
    const { api, task, page, put, send } = await documentsTask(t.app, 1);
    const names = ['spec.html', 'setup.bat', 'artwork.hta', 'run.exe. ', 'Bild.svg'];
    const parts = names.map((n) => file(n, n === 'Bild.svg' ? png() : pdf(n)));
    const list = await read(put(parts), TaskFileListSchema, 201);
    expect(list.items.map((f) => [f.name, f.type])).toEqual([
      ['spec.html.pdf', PDF],
      ['setup.bat.pdf', PDF],
      ['artwork.hta.pdf', PDF],
      ['run.exe.pdf', PDF],
      ['Bild.svg.png', 'image/png'],
    ]);
    const served = list.items.map((f) => ({
      'content-type': f.type,
      'content-disposition': `attachment; filename="${f.name}"; filename*=UTF-8''${f.name}`,
      'x-content-type-options': 'nosniff',
    }));
    for (const [i, f] of list.items.entries()) {
      const res = await api.get(`/api/tasks/${task.id}/files/${f.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(served[i]!);
    }
    await send();
    const documents = (await read(page(0), PubOfferSchema)).task.documents;
    expect(documents.map((d) => d.name)).toEqual(list.items.map((f) => f.name));
    for (const [i, d] of documents.entries()) {
      const res = await t.app.inject({ url: d.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(served[i]!);
    }
  });

  it('refuses programs, scripts and web pages whatever their name, with FILE_EXECUTABLE, and keeps nothing', async () => {
    const { api, task, put } = await documentsTask(t.app, 0);
    for (const [name, content, kind] of programs) {
      const error = await readError(put([file('gut.pdf', pdf()), file(name, content)]), 400);
      expect(error, name).toMatchObject({ code: 'FILE_EXECUTABLE', field: 'file', params: { name } });
      expect(error.message, name).toMatch(new RegExp(`^${name} is ${kind}.*: programs and scripts are not taken`));
    }
    expect((await read(api.get(`/api/tasks/${task.id}/files`), TaskFileListSchema)).items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('refuses a ZIP, DOCX or XLSX that lists a program or script, naming the entry, and keeps nothing', async () => {
    const { put } = await documentsTask(t.app, 0);
    const refusal = (parts: Part[]) => readError(put(parts), 400);
    for (const entry of badEntries) {
      const zip = zipOf([
        ['Druckdaten/Motiv.pdf', '%PDF-1.4'],
        [entry, 'x'],
      ]);
      expect(await refusal([file('Druckdaten.zip', zip)]), entry).toMatchObject({
        code: 'ZIP_EXECUTABLE',
        message: `Druckdaten.zip holds ${entry}, a program or script: remove it and upload the archive again.`,
        params: { name: 'Druckdaten.zip', entry },
      });
    }
    // The name unzip tools show, from the Unicode path field, counts as much as the entry's own.
    const disguised = zipOf([['liesmich.txt', 'x', unicodePath('liesmich.exe')]]);
    expect(await refusal([file('Archiv.zip', disguised)])).toMatchObject({ params: { entry: 'liesmich.exe' } });
    expect(await refusal([file('Text.docx', docx(['word/media/run.js', 'x']))])).toMatchObject({
      code: 'ZIP_EXECUTABLE',
      params: { name: 'Text.docx', entry: 'word/media/run.js' },
    });
    // The directory lies at the end: past the first megabyte, where the type is told, it is read all the same.
    const large = zipOf([
      ['Motiv.tif', 'x'.repeat(3 * 1024 * 1024)],
      ['setup.exe', 'MZ'],
    ]);
    expect(await refusal([file('Gross.zip', large)])).toMatchObject({ params: { entry: 'setup.exe' } });
    expect(stored()).toEqual([]);
  });

  it('refuses a ZIP with a symbolic link, an absolute path or one that climbs out, naming the entry', async () => {
    const { put } = await documentsTask(t.app, 0);
    const refusal = (zip: Buffer) => readError(put([file('Druckdaten.zip', zip)]), 400);
    const cases: [entry: string, zip: Buffer][] = [
      ['Druckdaten/Motiv.pdf', zipOf([['Druckdaten/Motiv.pdf', '/home/user/.bashrc', undefined, 0o120777]])],
      ['../../.bashrc', zipOf([['../../.bashrc', 'x']])],
      ['Druckdaten\\..\\..\\autostart.txt', zipOf([['Druckdaten\\..\\..\\autostart.txt', 'x']])],
      ['/etc/cron.d/job', zipOf([['/etc/cron.d/job', 'x']])],
      ['C:/Users/Public/a.txt', zipOf([['C:/Users/Public/a.txt', 'x']])],
    ];
    for (const [entry, zip] of cases) {
      expect(await refusal(zip), entry).toMatchObject({
        code: 'ZIP_UNSAFE_ENTRY',
        message: `Druckdaten.zip holds ${entry}, a link or a path outside the archive's folder: remove it and upload the archive again.`,
        params: { name: 'Druckdaten.zip', entry },
      });
    }
    // A plain file made on Unix (mode 0644), and names with dots that climb nowhere, are taken.
    const plain = zipOf([
      ['Druckdaten/Motiv.pdf', '%PDF-1.4', undefined, 0o100644],
      ['Druckdaten/..Entwurf/v1...pdf', '%PDF-1.4'],
    ]);
    expect((await put([file('Sauber.zip', plain)])).statusCode).toBe(201);
    expect(stored()).toHaveLength(1);
  });

  it('refuses an Office file with macros, ActiveX controls or embedded objects, and one whose directory is broken', async () => {
    const { put } = await documentsTask(t.app, 0);
    const refusal = (name: string, content: Buffer) => readError(put([file(name, content)]), 400);
    const withCode: [string, Buffer, string][] = [
      ['Text.docx', docx(['word/vbaProject.bin', 'VBA']), 'word/vbaProject.bin'],
      ['Tabelle.xlsx', xlsx(['xl/vbaProject.bin', 'VBA']), 'xl/vbaProject.bin'],
      ['Tabelle.xlsx', xlsx(['xl/activeX/activeX1.xml', '<ax/>']), 'xl/activeX/activeX1.xml'],
      ['Text.docx', docx(['word/embeddings/oleObject1.bin', 'OLE']), 'word/embeddings/oleObject1.bin'],
    ];
    for (const [name, content, entry] of withCode) {
      expect(await refusal(name, content), entry).toMatchObject({
        code: 'FILE_MACROS',
        message: `${name} holds macros or embedded objects (${entry}), which can run programs. Save it without them and upload it again.`,
        params: { name, entry },
      });
    }
    // A macro-enabled document by its declared type (DOCM, XLSM) is no type taken at all.
    expect(await refusal('Text.docx', macroEnabled('word.document', 'word'))).toMatchObject({
      code: 'FILE_TYPE_REFUSED',
    });
    expect(await refusal('Tabelle.xlsx', macroEnabled('excel.sheet', 'xl'))).toMatchObject({
      code: 'FILE_TYPE_REFUSED',
    });
    // Without its directory an archive's entries cannot be told: refused.
    const cut = zipOf([['Motiv.pdf', '%PDF-1.4']]).subarray(0, -22);
    expect(await refusal('Druckdaten.zip', cut)).toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    expect(stored()).toEqual([]);
  });

  it('takes a clean ZIP, DOCX and XLSX, with embedded pictures and sheets, whose entries are checked too', async () => {
    const { put } = await documentsTask(t.app, 0);
    const zip = zipOf([
      ['Druckdaten/', ''],
      ['Druckdaten/Motiv.pdf', '%PDF-1.4'],
      ['Druckdaten/Schriften/Frutiger.otf', 'OTTO'],
      ['liesmich.txt', 'Hallo', unicodePath('liesmich.txt')],
      ['javascript-frei.pdf', '%PDF-1.4'],
    ]);
    const list = await read(
      put([
        file('Druckdaten.zip', zip),
        file('Text.docx', docx(['word/media/image1.png', 'PNG'], ['word/embeddings/Tabelle1.xlsx', xlsx()])),
        file('Tabelle.xlsx', xlsx(['xl/media/image1.jpeg', 'JPEG'])),
      ]),
      TaskFileListSchema,
      201,
    );
    expect(list.items.map((f) => f.name)).toEqual(['Druckdaten.zip', 'Text.docx', 'Tabelle.xlsx']);
    expect(stored()).toHaveLength(3);
  });
});
