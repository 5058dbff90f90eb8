import { changeLines } from '../../../shared/change-line.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import { ActionButton, Facts, MailLayout, renderHtml, Signature, type MailContent } from '../mail/index.ts';
import { amendmentTexts, type AmendmentTexts } from './amendment.texts.ts';

type Supplier = { name: string; contactPerson: string; language: Language };

export type AmendmentData = {
  task: { name: string };
  revision: number;
  changes: Change[];
  pricesChanged: boolean;
  message: string;
  supplier: Supplier;
  signature: string;
  link: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

const greet = (t: AmendmentTexts, s: Supplier) => t.hello(s.contactPerson || s.name);
const quote = { borderLeft: '3px solid #9aa5b1', paddingLeft: 10, whiteSpace: 'pre-line' } as const;

/** What changed in a sent tender, old → new, with the buyer's message and the printshop's own link. */
export function amendmentMail(d: AmendmentData): MailContent {
  const lang = d.supplier.language;
  const t = amendmentTexts[lang];
  const subject = t.subject(d.task.name);
  // Each change as label and "old → new", in the printshop's language and formats, as its page shows it.
  const rows = d.changes.flatMap((c) =>
    changeLines(c, lang).map(({ label, value }): [string, string] => [label, value]),
  );
  const after = d.pricesChanged ? t.confirm : t.stays;
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greet(t, d.supplier)}</p>
      <p>{t.intro(d.task.name, d.revision)}</p>
      <Facts rows={rows} />
      {d.message && (
        <>
          <p style={{ marginBottom: 4, fontWeight: 'bold' }}>{t.message}</p>
          <p style={quote}>{d.message}</p>
        </>
      )}
      <p>{after}</p>
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = [
    greet(t, d.supplier),
    '',
    t.intro(d.task.name, d.revision),
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    ...(d.message ? [`${t.message}:`, d.message, ''] : []),
    after,
    '',
    `${t.action}: ${d.link}`,
    '',
    d.signature,
  ].join('\n');
  return { subject, html, text };
}

export type CancellationData = {
  task: { name: string };
  message: string;
  supplier: Supplier;
  signature: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

/** The tender ends without an order: every invited printshop is told, with the buyer's message. */
export function cancellationMail(d: CancellationData): MailContent {
  const t = amendmentTexts[d.supplier.language];
  const subject = t.cancelSubject(d.task.name);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greet(t, d.supplier)}</p>
      <p>{t.cancelled(d.task.name)}</p>
      {d.message && <p style={quote}>{d.message}</p>}
      <p>{t.thanks}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = [
    greet(t, d.supplier),
    '',
    t.cancelled(d.task.name),
    ...(d.message ? ['', d.message] : []),
    '',
    t.thanks,
    '',
    d.signature,
  ].join('\n');
  return { subject, html, text };
}
