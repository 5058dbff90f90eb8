import { groupText, readCertificateGroups, type CertificateGroups } from '../../../shared/certificates.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { chooseFormatTexts, markedLabel, type FormatTextField } from '../../../shared/format-texts.ts';
import { specLines } from '../../../shared/spec-lines.ts';
import { deliveryLines, splitWords, versionLines } from '../../../shared/split-lines.ts';
import type { Delivery } from '../../../shared/schemas/delivery-split.ts';
import { formatCount } from '../../../shared/money.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { ActionButton, Facts, MailLayout, plainText, renderHtml, Signature, type MailContent } from '../mail/index.ts';
import { greeting, mailTemplate, standIns } from '../mail/index.ts';
import { invitationTexts as texts } from './invitation.texts.ts';

export type InvitationData = {
  task: {
    name: string;
    note: string;
    address: string;
    lettershop: string;
    deliveryDate: string | null;
    deadlineDate: string | null;
    /** The task's language: a format text missing in the printshop's is shown in it (docs/product.md#languages). */
    lang: Language;
    /** Sealed bids: the mail says so. */
    sealed?: boolean | number;
    /** What the printshop must hold (a task row's JSON, or the groups); the mail names them. */
    requiredCertificates?: string | CertificateGroups;
    /** The delivery addresses (a task row's JSON, or the list); the mail lists each with its date and counts. */
    deliveries?: string | Delivery[];
  };
  formats: TaskFormat[];
  /** The tender's documents, listed by name: the printshop downloads them on its page (no attachments). */
  documents: { name: string }[];
  supplier: { name: string; contactPerson: string; language: Language };
  signature: string;
  link: string;
  /** The tracking image's address; it tells that the mail was opened. */
  pixel: string | null;
  test?: boolean;
  /** The buying company: it heads the mail (docs/product.md, Buying company). */
  buyer?: string;
};

const requiredGroups = (groups: string | CertificateGroups | undefined): CertificateGroups =>
  typeof groups === 'string' ? readCertificateGroups(groups) : (groups ?? []);

const deliveriesOf = (deliveries: string | Delivery[] | undefined): Delivery[] =>
  typeof deliveries === 'string' ? (JSON.parse(deliveries) as Delivery[]) : (deliveries ?? []);

const muted = { color: '#616e7c', fontSize: 13 };
const cell = { padding: '4px 8px 4px 0', verticalAlign: 'top' } as const;

/** A format's lines; a text missing in `lang` is the task's or another language's, its label says which. */
function formatLines(f: TaskFormat, lang: Language, taskLang: Language) {
  const l = texts[lang].labels;
  const t = chooseFormatTexts(f, lang, taskLang);
  const text = (field: FormatTextField) => [markedLabel(l[field], t[field], lang), t[field].text];
  const count = (n: number) => formatCount(n, lang);
  return [
    [l.quantity, count(f.count)],
    [l.counts, f.counts.map(count).join(' / ')],
    [l.runOn, f.runOn ? l.runOnAsked : ''],
    ...(f.spec ? specLines(f.spec, lang).map(({ label, value }) => [label, value]) : []),
    ...versionLines(f, lang).map(({ label, value }) => [label, value]),
    [l.format, f.format],
    [l.color, f.color],
    [l.perforation, f.perforation],
    [l.fold, f.fold],
    text('weight'),
    text('personalisation'),
    text('description'),
  ].filter(([, value]) => value) as [string, string][];
}

type Recipient = Pick<InvitationData['supplier'], 'name' | 'contactPerson'>;
type TemplateData = Omit<InvitationData, 'supplier' | 'link' | 'pixel'> & {
  language: Language;
  /** With the tracking image (every invitation but the test mail). */
  tracked: boolean;
};

/**
 * The invitation in one language, rendered once with stand-ins for the greeting, the link and the
 * tracking image's address, then filled in per printshop: with 50 formats a render takes ~10 ms, so a send to
 * 1,000 printshops renders once per language instead of 1,000 times (docs/decisions/023-large-tenders.md).
 */
export function invitationTemplate(d: TemplateData) {
  const marks = standIns(['hello', 'link', 'pixel']);
  const supplier = { name: '', contactPerson: '', language: d.language };
  const content = renderInvitation(
    { ...d, supplier, link: marks.link, pixel: d.tracked ? marks.pixel : null },
    marks.hello,
  );
  const fill = mailTemplate(content, marks);
  return (s: Recipient, href: string, pixelUrl: string | null): MailContent =>
    fill({ hello: greeting(d.language, s), link: href, pixel: pixelUrl ?? '' });
}

/** The invitation to offer, in the supplier's language. React escapes every value it renders. */
export function invitationMail(d: InvitationData): MailContent {
  const template = invitationTemplate({ ...d, language: d.supplier.language, tracked: d.pixel !== null });
  return template(d.supplier, d.link, d.pixel);
}

/** The invitation with `hello` as its greeting (a stand-in, filled per printshop). */
function renderInvitation(d: InvitationData, hello: string): MailContent {
  const lang = d.supplier.language;
  const t = texts[lang];
  const subject = (d.test ? t.test : '') + t.subject(d.task.name);
  const date = (iso: string | null) => (iso ? toDisplayDate(iso, lang) : '–');
  // Each group as the printshop's language says it: "FSC or PEFC", "FSC oder PEFC", "FSC alebo PEFC".
  const required = requiredGroups(d.task.requiredCertificates).map((group) => groupText(group, lang));
  const requires = required.length > 0 ? t.requires(required) : null;
  const facts: [string, string][] = [
    [t.labels.deliveryDate, date(d.task.deliveryDate)],
    [t.labels.deadlineDate, date(d.task.deadlineDate)],
    [t.labels.address, d.task.address],
    ...deliveryLines(deliveriesOf(d.task.deliveries), d.formats, lang).map((line, i): [string, string] => [
      `${splitWords(lang).address} ${i + 1}`,
      line,
    ]),
    // Optional: a task without a lettershop says nothing of one.
    ...(d.task.lettershop ? [[t.labels.lettershop, d.task.lettershop] as [string, string]] : []),
  ];
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{hello}</p>
      <p>{t.intro}</p>
      <h2 style={{ fontSize: 18, margin: '20px 0 4px' }}>{d.task.name}</h2>
      {d.task.note && <p style={{ whiteSpace: 'pre-line' }}>{d.task.note}</p>}
      {d.formats.map((f) => (
        <table
          key={f.id}
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ margin: '12px 0', borderLeft: '3px solid #1565c0', paddingLeft: 10 }}
        >
          <tbody>
            <tr>
              <td colSpan={2} style={{ fontWeight: 'bold', paddingBottom: 4 }}>
                {f.title}
              </td>
            </tr>
            {formatLines(f, lang, d.task.lang).map(([label, value]) => (
              <tr key={label}>
                <td style={{ ...cell, ...muted }}>{label}</td>
                <td style={{ ...cell, whiteSpace: 'pre-line' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <Facts rows={facts} />
      {requires ? <p style={{ fontWeight: 'bold' }}>{requires}</p> : null}
      {d.task.sealed ? <p style={{ fontWeight: 'bold' }}>{t.sealed}</p> : null}
      {d.documents.length > 0 && (
        <>
          <p style={{ margin: '16px 0 4px', fontWeight: 'bold' }}>{t.documents}</p>
          <ul style={{ margin: '0 0 4px', paddingLeft: 20 }}>
            {d.documents.map((doc, i) => (
              <li key={i}>{doc.name}</li>
            ))}
          </ul>
          <p style={muted}>{t.documentsHint}</p>
        </>
      )}
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <p style={muted}>{t.linkHint}</p>
      <Signature text={d.signature} />
      {d.pixel && <img src={d.pixel} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />}
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    hello,
    '',
    t.intro,
    '',
    d.task.name,
    d.task.note,
    '',
    ...d.formats.flatMap((f) => [
      f.title,
      ...formatLines(f, lang, d.task.lang).map(([label, value]) => `  ${label}: ${value}`),
      '',
    ]),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(requires ? [requires, ''] : []),
    ...(d.task.sealed ? [t.sealed, ''] : []),
    ...(d.documents.length > 0
      ? [`${t.documents}:`, ...d.documents.map((doc) => `  - ${doc.name}`), t.documentsHint, '']
      : []),
    `${t.action}: ${d.link}`,
    t.linkHint,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}
