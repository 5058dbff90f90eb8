import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { signUp } from './accounts.ts';
import { apiAs } from './api.ts';
import { completeTask } from './tasks.ts';
import { read } from './read.ts';
import { zipOf } from './zip.ts';
import { SupplierSchema } from '../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';

/** A multipart part: a text field, or a file whose content is bytes or a stream (a large one, generated). */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | AsyncIterable<Buffer>; type?: string };

// What a browser escapes in a file name it sends (the HTML standard's multipart/form-data encoding).
const escapeName = (name: string) =>
  name.replace(/["\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** A multipart/form-data body as a browser sends it (names in raw UTF-8), streamed part by part. */
export function multipart(parts: Part[]) {
  const boundary = `----printtender${randomBytes(8).toString('hex')}`;
  async function* body() {
    for (const p of parts) {
      const disposition = `Content-Disposition: form-data; name="${p.name}"`;
      if ('value' in p) {
        yield Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n${p.value}\r\n`);
        continue;
      }
      const type = p.type ?? 'application/octet-stream';
      yield Buffer.from(
        `--${boundary}\r\n${disposition}; filename="${escapeName(p.filename)}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      if (Buffer.isBuffer(p.content)) yield p.content;
      else yield* p.content;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `PUT /api/tasks/{id}/files` as the staff member of `cookie`. */
export function upload(app: App, cookie: string, taskId: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'PUT', url: `/api/tasks/${taskId}/files`, headers: { ...headers, cookie }, payload });
}

export const file = (filename: string, content: Buffer | AsyncIterable<Buffer>): Part => ({
  name: 'file',
  filename,
  content,
});

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `size` bytes that start like a PDF, made a megabyte at a time: never held whole in memory. */
export async function* largePdf(size: number): AsyncIterable<Buffer> {
  const head = Buffer.from('%PDF-1.7\n');
  yield head;
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = size - head.length; left > 0; left -= chunk.length)
    yield chunk.subarray(0, Math.min(left, chunk.length));
}

export const pdf = (text = 'Druckdaten') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (JFIF): what a type sniffer reads of one. */
export const jpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);

/** A little-endian TIFF header with one directory entry (image width 1). */
export const tiff = () =>
  Buffer.concat([
    Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]),
    Buffer.from([0x01, 0x00, 0x00, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0, 0, 0, 0]),
    Buffer.alloc(64),
  ]);

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;

/** A DOCX, with more entries if given. */
export const docx = (...more: [string, string | Buffer][]) =>
  zipOf([
    ['[Content_Types].xml', contentTypes('wordprocessingml.document')],
    ['word/document.xml', '<w:document/>'],
    ...more,
  ]);
/** An XLSX, with more entries if given. */
export const xlsx = (...more: [string, string | Buffer][]) =>
  zipOf([['[Content_Types].xml', contentTypes('spreadsheetml.sheet')], ['xl/workbook.xml', '<workbook/>'], ...more]);

/** Every file under `dir`, relative, sorted. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A staff member's complete task (state 5) and `printshops` printshops; `send()` invites them all (50).
 * `put` uploads to the task; `page(i)` reads printshop i's page through its link.
 */
export async function documentsTask(app: App, supplierCount = 2, username = 'buyer') {
  const { cookie } = await signUp(app, username);
  const api = apiAs(app, cookie);
  const suppliers: { id: string; email: string }[] = [];
  for (let i = 0; i < supplierCount; i++) {
    const language = (['de', 'en', 'sk'] as const)[i % 3];
    suppliers.push(
      await read(api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de`, language }), SupplierSchema),
    );
  }
  const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
  const page = (i: number, token = offerToken(app.deps.config.appSecret, task.id, suppliers[i]!.id)) =>
    app.inject({ url: `/api/pub/tasks/${task.id}/${suppliers[i]!.id}`, headers: { [OFFER_TOKEN_HEADER]: token } });
  return {
    api,
    cookie,
    task,
    suppliers,
    page,
    put: (parts: Part[]) => upload(app, cookie, task.id, parts),
    send: () => api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }),
  };
}
