import { changeLines } from '../../../shared/change-line.ts';
import { unbrokenDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import {
  ActionButton,
  Facts,
  MailLayout,
  plainText,
  renderHtml,
  Signature,
  type MailContent,
  greeting,
} from '../mail/index.ts';
import { amendmentTexts, type AmendmentTexts } from './amendment.texts.ts';

export type Supplier = { name: string; contactPerson: string; language: Language };

/**
 * Where a printshop stands when an amendment reaches it: its offer current, or with prices to confirm (given
 * before their formats changed: the formats' titles, whether this amendment changed any of them, and whether it
 * has prices that stay valid), no offer yet, or declined.
 */
export type Standing =
  | { kind: 'offered' }
  | { kind: 'stale'; formats: string[]; changedNow: boolean; others: boolean }
  | { kind: 'waiting' }
  | { kind: 'declined' };

export type AmendmentData = {
  task: { name: string; deadlineDate: string | null };
  revision: number;
  changes: Change[];
  standing: Standing;
  /** Offers are taken after this amendment (its deadline not passed). */
  offersOpen: boolean;
  message: string;
  supplier: Supplier;
  signature: string;
  link: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

/** The buyer's message as the amendment and round mails quote it. */
export const quote = { borderLeft: '3px solid #9aa5b1', paddingLeft: 10, whiteSpace: 'pre-line' } as const;

/**
 * What the amendment means for the printshop's own offer (docs/product.md#amendments): one that offered is
 * told its offer stays valid or asked to confirm its prices; one that has not is asked to offer by the
 * deadline; one that declined may still offer. Once offers are no longer taken, only a valid offer is named.
 */
function nextStep(t: AmendmentTexts, d: AmendmentData, lang: Language): string | null {
  const by = d.task.deadlineDate && unbrokenDate(d.task.deadlineDate, lang);
  const { standing } = d;
  if (standing.kind === 'offered') return t.stays;
  if (!d.offersOpen) return null;
  if (standing.kind === 'stale') {
    const formats = new Intl.ListFormat(lang, { type: 'conjunction' }).format(standing.formats);
    const say = standing.changedNow ? t.confirm : t.stillStale;
    return say(formats, standing.formats.length, standing.others);
  }
  return standing.kind === 'waiting' ? t.invite(by) : t.mayStill(by);
}

/** What changed in a sent tender, old → new, with the buyer's message and the printshop's own link. */
export function amendmentMail(d: AmendmentData): MailContent {
  const lang = d.supplier.language;
  const t = amendmentTexts[lang];
  const subject = t.subject(d.task.name);
  // Each change as label and "old → new", in the printshop's language and formats, as its page shows it.
  const rows = d.changes.flatMap((c) =>
    changeLines(c, lang).map(({ label, value }): [string, string] => [label, value]),
  );
  const after = nextStep(t, d, lang);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greeting(d.supplier.language, d.supplier)}</p>
      <p>{t.intro(d.task.name, d.revision)}</p>
      <Facts rows={rows} />
      {d.message && (
        <>
          <p style={{ marginBottom: 4, fontWeight: 'bold' }}>{t.message}</p>
          <p style={quote}>{d.message}</p>
        </>
      )}
      {after && <p>{after}</p>}
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    greeting(d.supplier.language, d.supplier),
    '',
    t.intro(d.task.name, d.revision),
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    ...(d.message ? [`${t.message}:`, d.message, ''] : []),
    ...(after ? [after, ''] : []),
    `${t.action}: ${d.link}`,
    '',
    d.signature,
  ]);
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
      <p>{greeting(d.supplier.language, d.supplier)}</p>
      <p>{t.cancelled(d.task.name)}</p>
      {d.message && <p style={quote}>{d.message}</p>}
      <p>{t.thanks}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    greeting(d.supplier.language, d.supplier),
    '',
    t.cancelled(d.task.name),
    ...(d.message ? ['', d.message] : []),
    '',
    t.thanks,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}
