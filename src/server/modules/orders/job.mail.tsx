import { toDisplayDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { ActionButton, Facts, greeting, MailLayout, plainText, renderHtml, type MailContent } from '../mail/index.ts';
import { jobMailTexts, type JobMailKind } from './job-mail.texts.ts';

export type JobMailData = {
  kind: JobMailKind;
  supplier: { name: string; contactPerson: string; language: Language };
  task: string;
  order: string;
  /** The proof's format (approved, changes). */
  format?: string;
  /** The buyer's comment (changes). */
  comment?: string;
  /** The planned ship date, YYYY-MM-DD (proof-late). */
  shipDate?: string | null;
  /** The printshop's page. */
  link: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

/**
 * A mail of the job to its printshop, in its language (docs/product.md#the-job-after-the-award): a proof approved
 * or to change (with the buyer's comment), a confirmation or a proof that is late; each with its page's link.
 */
export function jobMail(d: JobMailData): MailContent {
  const language = d.supplier.language;
  const t = jobMailTexts[language];
  const date = d.shipDate ? toDisplayDate(d.shipDate, language) : '';
  const subject = t.subject[d.kind](d.order, d.task);
  const body = t.body[d.kind](d.order, d.task, d.kind === 'proof-late' ? date : (d.format ?? ''));
  const hello = greeting(language, d.supplier);
  const facts: [string, string][] = [[t.order, d.order]];
  if (d.format) facts.push([t.format, d.format]);
  if (date) facts.push([t.shipDate, date]);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{hello}</p>
      <p>{body}</p>
      <Facts rows={facts} />
      {d.comment && (
        <>
          <p>
            <strong>{t.comment}:</strong>
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{d.comment}</p>
        </>
      )}
      <ActionButton href={d.link}>{t.action}</ActionButton>
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    hello,
    '',
    body,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(d.comment ? ['', `${t.comment}:`, d.comment] : []),
    '',
    `${t.action}: ${d.link}`,
  ]);
  return { subject, html, text };
}
