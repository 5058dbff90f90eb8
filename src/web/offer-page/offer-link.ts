/** What the mailed link `/pub/offer/{taskId}/{supplierId}#t=<token>` names. */
export type OfferLink = { taskId: string; supplierId: string; token: string };

/**
 * The link's ids and token, or null when the address is no offer link. The token sits in the fragment,
 * which the browser never sends to a server; the page passes it on in a header.
 */
export function parseOfferLink(pathname: string, hash: string): OfferLink | null {
  const m = /^\/pub\/offer\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  if (!m || !token) return null;
  try {
    return { taskId: decodeURIComponent(m[1]!), supplierId: decodeURIComponent(m[2]!), token };
  } catch {
    // A malformed %-escape: no link of ours.
    return null;
  }
}
