import type { Language } from '../../../shared/languages.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { ActionButton, Facts, MailLayout, renderHtml, Signature, type MailContent } from '../mail/index.ts';

export type InvitationData = {
  task: {
    name: string;
    note: string;
    address: string;
    lettershop: string;
    deliveryDate: string | null;
    deadlineDate: string | null;
  };
  formats: TaskFormat[];
  supplier: { name: string; contactPerson: string; language: Language };
  signature: string;
  link: string;
  /** The tracking image's address; it tells that the mail was opened. */
  pixel: string | null;
  test?: boolean;
};

const texts = {
  en: {
    subject: (task: string) => `Request for quotation: ${task}`,
    test: '[Test] ',
    hello: (name: string) => `Hello ${name},`,
    intro:
      'we would like your offer for the print job below. On your personal page, enter one price per format for the whole quantity, by the offer deadline.',
    action: 'Enter your offer',
    linkHint: 'This link is yours alone; please do not forward it.',
    labels: {
      note: 'Note',
      quantity: 'Quantity',
      format: 'Format',
      color: 'Colours',
      perforation: 'Perforation',
      fold: 'Fold',
      weight: 'Weight',
      personalisation: 'Personalisation',
      description: 'Description',
      deliveryDate: 'Delivery date',
      deadlineDate: 'Offer deadline',
      address: 'Delivery address',
      lettershop: 'Lettershop',
    },
  },
  de: {
    subject: (task: string) => `Angebotsanfrage: ${task}`,
    test: '[Test] ',
    hello: (name: string) => `Guten Tag ${name},`,
    intro:
      'wir bitten um Ihr Angebot für den folgenden Druckauftrag. Tragen Sie auf Ihrer persönlichen Seite bis zur Angebotsfrist je Format einen Preis für die gesamte Auflage ein.',
    action: 'Angebot abgeben',
    linkHint: 'Dieser Link gilt nur für Sie; bitte leiten Sie ihn nicht weiter.',
    labels: {
      note: 'Hinweis',
      quantity: 'Auflage',
      format: 'Format',
      color: 'Farbigkeit',
      perforation: 'Perforation',
      fold: 'Falz',
      weight: 'Grammatur',
      personalisation: 'Personalisierung',
      description: 'Beschreibung',
      deliveryDate: 'Liefertermin',
      deadlineDate: 'Angebotsfrist',
      address: 'Lieferadresse',
      lettershop: 'Lettershop',
    },
  },
} as const;

const muted = { color: '#616e7c', fontSize: 13 };
const cell = { padding: '4px 8px 4px 0', verticalAlign: 'top' } as const;
const date = (iso: string | null) => (iso ? toDisplayDate(iso) : '–');

function formatLines(f: TaskFormat, lang: Language) {
  const l = texts[lang].labels;
  const t = f[lang];
  return [
    [l.quantity, f.count.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB')],
    [l.format, f.format],
    [l.color, f.color],
    [l.perforation, f.perforation],
    [l.fold, f.fold],
    [l.weight, t.weight],
    [l.personalisation, t.personalisation],
    [l.description, t.description],
  ].filter(([, value]) => value) as [string, string][];
}

/** The invitation to offer, in the supplier's language. React escapes every value it renders. */
export function invitationMail(d: InvitationData): MailContent {
  const lang = d.supplier.language;
  const t = texts[lang];
  const subject = (d.test ? t.test : '') + t.subject(d.task.name);
  const greeting = t.hello(d.supplier.contactPerson || d.supplier.name);
  const facts: [string, string][] = [
    [t.labels.deliveryDate, date(d.task.deliveryDate)],
    [t.labels.deadlineDate, date(d.task.deadlineDate)],
    [t.labels.address, d.task.address],
    [t.labels.lettershop, d.task.lettershop],
  ];
  const html = renderHtml(
    <MailLayout title={subject}>
      <p>{greeting}</p>
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
            {formatLines(f, lang).map(([label, value]) => (
              <tr key={label}>
                <td style={{ ...cell, ...muted }}>{label}</td>
                <td style={{ ...cell, whiteSpace: 'pre-line' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <Facts rows={facts} />
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <p style={muted}>{t.linkHint}</p>
      <Signature text={d.signature} />
      {d.pixel && <img src={d.pixel} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />}
    </MailLayout>,
  );
  const text = [
    greeting,
    '',
    t.intro,
    '',
    d.task.name,
    d.task.note,
    '',
    ...d.formats.flatMap((f) => [f.title, ...formatLines(f, lang).map(([label, value]) => `  ${label}: ${value}`), '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.action}: ${d.link}`,
    t.linkHint,
    '',
    d.signature,
  ].join('\n');
  return { subject, html, text };
}
