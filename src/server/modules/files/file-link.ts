import { createHmac } from 'node:crypto';
import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import type { PubFile } from '../../../shared/schemas/files.ts';
import { sameToken, type PreviewGrant } from '../../auth/preview-token.ts';
import type { TaskDocument } from './files.queries.ts';

const HOUR = 3_600_000;
// A printshop's page lists fresh links on every load; one copied elsewhere stops working after a day.
const VALID_HOURS = 24;
const TOKEN_CHARS = 32;

type Link = { taskId: string; supplierId: string; fileId: string };

// A preview's link also names the member who made the preview: it dies with their membership.
function token(secret: string, link: Link, expires: number, memberId?: string): string {
  const member = memberId === undefined ? '' : `\0${memberId}`;
  return createHmac('sha256', secret)
    .update(`file\0${link.taskId}\0${link.supplierId}\0${link.fileId}\0${expires}${member}`)
    .digest('base64url')
    .slice(0, TOKEN_CHARS);
}

const address = (link: Link, expires: number, token: string) => {
  const path = [link.taskId, link.supplierId, link.fileId].map(encodeURIComponent).join('/');
  return `/api/pub/files/${path}?expires=${expires}&token=${token}`;
};

/**
 * A printshop's download address of one document: bound to task, printshop and file by the server secret,
 * valid 24 to 25 hours (rounded up to the hour, so a page's addresses stay the same within an hour).
 */
export function fileUrl(secret: string, link: Link, now = Date.now()): string {
  const expires = (Math.ceil(now / HOUR) + VALID_HOURS) * (HOUR / 1000);
  return address(link, expires, token(secret, link, expires));
}

/** The preview's download address of one document: it ends with the preview's grant (preview-token.ts). */
export function previewFileUrl(secret: string, taskId: string, fileId: string, grant: PreviewGrant): string {
  const link = { taskId, supplierId: PREVIEW_SUPPLIER, fileId };
  return address(link, grant.expires, `${grant.memberId}.${token(secret, link, grant.expires, grant.memberId)}`);
}

/**
 * What an address fileUrl() or previewFileUrl() made for this link grants, while it has not expired: the
 * preview's member, or nobody for a printshop's address; undefined for any other address.
 */
export function readFileLink(secret: string, link: Link, expires: string | undefined, given: string | undefined) {
  if (!expires || !/^\d{1,12}$/.test(expires) || !given) return undefined;
  if (Number(expires) * 1000 < Date.now()) return undefined;
  if (link.supplierId !== PREVIEW_SUPPLIER) {
    return sameToken(given, token(secret, link, Number(expires))) ? { memberId: undefined } : undefined;
  }
  const [memberId, mac] = given.split('.', 2);
  if (!memberId || !mac) return undefined;
  return sameToken(mac, token(secret, link, Number(expires), memberId)) ? { memberId } : undefined;
}

/** A task's documents as one printshop's page lists them, each with its own download address. */
export function pubDocuments(secret: string, taskId: string, supplierId: string, documents: TaskDocument[]) {
  const now = Date.now();
  return documents.map((d): PubFile => ({ ...d, url: fileUrl(secret, { taskId, supplierId, fileId: d.id }, now) }));
}

/** A task's documents as the preview lists them: their addresses end with the preview's. */
export function previewDocuments(secret: string, taskId: string, grant: PreviewGrant, documents: TaskDocument[]) {
  return documents.map((d): PubFile => ({ ...d, url: previewFileUrl(secret, taskId, d.id, grant) }));
}
