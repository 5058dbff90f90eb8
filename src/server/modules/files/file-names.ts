const MAX_NAME = 200;

/**
 * A file's name as stored and shown: without a path (some browsers send one), control or bidi-override
 * characters (which would disguise an extension), at most 200 characters; shown as text everywhere.
 */
export function cleanName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim();
  return Array.from(name).slice(0, MAX_NAME).join('') || 'document';
}

/**
 * `Content-Disposition` for a stored name (RFC 6266): `filename*` in UTF-8 (RFC 5987) and an ASCII
 * fallback for old clients. Neither can carry a quote, a backslash or a line break into the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || 'document';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
