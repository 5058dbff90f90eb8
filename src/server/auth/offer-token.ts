import { createHmac, timingSafeEqual } from 'node:crypto';

// 32 base64url characters = 192 bits of HMAC-SHA256: unguessable (ASVS V11.5.1 asks for 128).
const TOKEN_CHARS = 32;

/** The token of a supplier's personal offer link: bound to one task and one supplier by the server secret. */
export function offerToken(secret: string, taskId: string, supplierId: string): string {
  return createHmac('sha256', secret)
    .update(`offer\0${taskId}\0${supplierId}`)
    .digest('base64url')
    .slice(0, TOKEN_CHARS);
}

export function isOfferToken(secret: string, taskId: string, supplierId: string, token: string | undefined): boolean {
  if (!token || token.length !== TOKEN_CHARS) return false;
  // Bytes, not characters: a header may carry Latin-1 letters, which take two bytes each.
  const given = Buffer.from(token);
  const expected = Buffer.from(offerToken(secret, taskId, supplierId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The link keeps the spec's path and carries the token in the fragment, which browsers never send to a
 * server: it stays out of access logs, proxies and Referer headers. The offer page reads it from there.
 */
export function offerLink(baseUrl: string, secret: string, taskId: string, supplierId: string): string {
  return `${baseUrl}/pub/offer/${encodeURIComponent(taskId)}/${encodeURIComponent(supplierId)}#t=${offerToken(secret, taskId, supplierId)}`;
}
