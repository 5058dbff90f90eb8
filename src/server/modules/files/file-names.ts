import type { FileType } from '../../../shared/schemas/files.ts';

const MAX_NAME = 200;

// Browsers send a name's double quote and line breaks percent-encoded (the HTML standard's form encoding).
const FORM_ESCAPES = /%(22|0a|0d)/gi;
// Line breaks and control characters part words; format characters (bidi overrides, zero widths, which can
// disguise an extension) vanish.
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = /\p{Cf}/gu;
// HTML's elements (and svg, math): such a tag goes whole, `<b>1</b>` is `1`; other words in angle brackets
// stay, without the brackets (`<Vorderseite>` is `Vorderseite`).
const ELEMENTS =
  'a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas|caption|cite|code|' +
  'col|colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|figcaption|figure|font|' +
  'footer|form|frame|frameset|h[1-6]|head|header|hgroup|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|' +
  'link|main|map|mark|marquee|math|menu|meta|meter|nav|noscript|object|ol|optgroup|option|output|p|param|' +
  'picture|pre|progress|q|rp|rt|ruby|s|samp|script|search|section|select|slot|small|source|span|strike|strong|' +
  'style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|tr|track|u|ul|var|' +
  'video|wbr';
const TAG = new RegExp(`<\\/?(?:${ELEMENTS})(?=[\\s/>])[^<>]*>`, 'gi');
// Quotation marks of any script, angle brackets, and what Windows refuses in a name.
const DROPPED = /["'`«»‹›‘’‚‛“”„‟<>*?]/gu;
// Path and list separators part words.
const SEPARATORS = /[/\\|:;]/g;

/**
 * A file's name as received, readable and safe (docs/product.md, Documents): no markup, quotes, control,
 * path or separator characters, spaces collapsed, letters of every script kept, at most 200 characters.
 * The same name cleaned again stays the same.
 */
export function cleanName(raw: string): string {
  const name = raw
    .replace(FORM_ESCAPES, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .normalize('NFC')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(TAG, '')
    .replace(DROPPED, '')
    .replace(SEPARATORS, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  return Array.from(name).slice(0, MAX_NAME).join('').trimEnd() || 'document';
}

/** The extensions a type of document goes by; the first is the one a name is given. */
const EXTENSIONS: Record<FileType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/tiff': ['tif', 'tiff'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};
const KNOWN = new Set(Object.values(EXTENSIONS).flat());

/**
 * The name a document is stored and served under: cleaned, and ending in its content's extension. A name
 * ending in another document type's extension gets the right one instead (`image.pdf` holding a PNG:
 * `image.png`); any other name gets it appended (`Angebot.bin` holding a PDF: `Angebot.bin.pdf`).
 */
export function storedName(raw: string, type: FileType): string {
  const name = cleanName(raw);
  const dot = name.lastIndexOf('.');
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[type].includes(given)) return name;
  const base = KNOWN.has(given) ? name.slice(0, dot) : name;
  const extension = `.${EXTENSIONS[type][0]!}`;
  return `${Array.from(base)
    .slice(0, MAX_NAME - extension.length)
    .join('')
    .trimEnd()}${extension}`;
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
