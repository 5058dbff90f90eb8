import { randomUUID } from 'node:crypto';
import type { MailContent } from './outbox.ts';

// As React escapes text and attribute values, so that a filled-in template reads as if React had rendered it.
const escapes: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string) => value.replace(/["'&<>]/g, (c) => escapes[c]!);

/** Stand-ins for what differs per recipient: unique words no mail text holds by chance. */
export function standIns<K extends string>(names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((n) => [n, `${n}-${randomUUID()}`])) as Record<K, string>;
}

/**
 * A mail rendered once with `marks` (from standIns) where the recipient's values go, then filled in per
 * recipient, escaped in the HTML: a send to 1,000 printshops renders each mail once per language
 * (docs/decisions/023-large-tenders.md). The subject is the same for everyone.
 */
export function mailTemplate<K extends string>(content: MailContent, marks: Record<K, string>) {
  const keyOf = new Map(Object.entries<string>(marks).map(([key, mark]) => [mark, key as K]));
  // The text cut at the marks: odd pieces are marks, even ones the text between them.
  const pattern = new RegExp(`(${[...keyOf.keys()].join('|')})`);
  const html = content.html.split(pattern);
  const text = content.text.split(pattern);
  return (values: Record<K, string>): MailContent => {
    const fill = (pieces: string[], escape: (v: string) => string) =>
      pieces.map((piece, i) => (i % 2 === 1 ? escape(values[keyOf.get(piece)!]) : piece)).join('');
    return { subject: content.subject, html: fill(html, escapeHtml), text: fill(text, (v) => v) };
  };
}
