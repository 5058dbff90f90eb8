import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PubFile } from '../../../shared/schemas/files.ts';
import type { TaskDocument } from './files.queries.ts';

const HOUR = 3_600_000;
// A printshop's page lists fresh links on every load; one copied elsewhere stops working after a day.
const VALID_HOURS = 24;
const TOKEN_CHARS = 32;

type Link = { taskId: string; supplierId: string; fileId: string };

function token(secret: string, link: Link, expires: number): string {
  return createHmac('sha256', secret)
    .update(`file\0${link.taskId}\0${link.supplierId}\0${link.fileId}\0${expires}`)
    .digest('base64url')
    .slice(0, TOKEN_CHARS);
}

/**
 * A printshop's download address of one document: bound to task, printshop and file by the server secret,
 * valid 24 to 25 hours (rounded up to the hour, so a page's addresses stay the same within an hour).
 */
export function fileUrl(secret: string, link: Link, now = Date.now()): string {
  const expires = (Math.ceil(now / HOUR) + VALID_HOURS) * (HOUR / 1000);
  const path = [link.taskId, link.supplierId, link.fileId].map(encodeURIComponent).join('/');
  return `/api/pub/files/${path}?expires=${expires}&token=${token(secret, link, expires)}`;
}

/** True for an address fileUrl() made for this link that has not expired. */
export function isFileLink(secret: string, link: Link, expires: string | undefined, given: string | undefined) {
  if (!expires || !/^\d{1,12}$/.test(expires) || !given) return false;
  if (Number(expires) * 1000 < Date.now()) return false;
  // Compared as bytes: a token of other characters may have the same length in characters, not in bytes.
  const [a, b] = [Buffer.from(given), Buffer.from(token(secret, link, Number(expires)))];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A task's documents as one printshop's page lists them, each with its own download address. */
export function pubDocuments(secret: string, taskId: string, supplierId: string, documents: TaskDocument[]) {
  const now = Date.now();
  return documents.map((d): PubFile => ({ ...d, url: fileUrl(secret, { taskId, supplierId, fileId: d.id }, now) }));
}
