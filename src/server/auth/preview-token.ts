import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_SUPPLIER } from '../../shared/offer-link.ts';

// A preview is for checking a tender before and while it runs, not a link to hand around: it opens for a day.
const PREVIEW_MS = 24 * 3_600_000;
const MAC_CHARS = 32;

/**
 * What a preview link grants: the page of one task until `expires` (epoch seconds), for as long as the member
 * who made it (their `member` row's id, so leaving and joining again does not revive it) stays in the workspace.
 */
export type PreviewGrant = { memberId: string; expires: number };

function mac(secret: string, taskId: string, grant: PreviewGrant): string {
  return createHmac('sha256', secret)
    .update(`preview\0${taskId}\0${grant.memberId}\0${grant.expires}`)
    .digest('base64url')
    .slice(0, MAC_CHARS);
}

// Compared as bytes: a token of other characters may have the same length in characters, not in bytes.
export function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A grant for a preview made now by the member `memberId`. */
export const previewGrant = (memberId: string, now = Date.now()): PreviewGrant => ({
  memberId,
  expires: Math.floor((now + PREVIEW_MS) / 1000),
});

/** `{expires}.{memberId}.{mac}`: what the grant says travels with it, signed, so the server keeps no list of links. */
const previewToken = (secret: string, taskId: string, grant: PreviewGrant) =>
  `${grant.expires}.${grant.memberId}.${mac(secret, taskId, grant)}`;

/** The grant of a token previewToken() made for this task and not yet expired; undefined for any other. */
export function readPreviewToken(
  secret: string,
  taskId: string,
  token: string | undefined,
  now = Date.now(),
): PreviewGrant | undefined {
  // better-auth's ids are letters and digits; the dots part the three fields.
  const parts = /^(\d{1,12})\.([\w-]{1,64})\.([\w-]+)$/.exec(token ?? '');
  if (!parts) return undefined;
  const grant = { expires: Number(parts[1]), memberId: parts[2]! };
  if (grant.expires * 1000 <= now) return undefined;
  return sameToken(parts[3]!, mac(secret, taskId, grant)) ? grant : undefined;
}

/** The preview's address: the printshop page's (decision 006), with the grant in the fragment. */
export function previewLink(baseUrl: string, secret: string, taskId: string, grant: PreviewGrant): string {
  return `${baseUrl}/pub/offer/${encodeURIComponent(taskId)}/${PREVIEW_SUPPLIER}#t=${previewToken(secret, taskId, grant)}`;
}
