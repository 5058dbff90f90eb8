import { fileURLToPath } from 'node:url';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { toDisplayDate } from '../../../shared/dates.ts';
import { markedLabel, type FormatTextField } from '../../../shared/format-texts.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { formatCount } from '../../../shared/money.ts';
import type { FormatTexts } from '../../../shared/schemas/formats.ts';
import type { BuyingCompany } from '../../../shared/schemas/workspace.ts';
import { greeting } from '../mail/index.ts';
import { numberFacts, type OrderLine } from './order.mail.tsx';
import * as content from './order-content.ts';
import { orderFacts, orderTexts, type OrderApproval, type OrderTexts } from './order.texts.ts';

// The PDF's built-in Helvetica knows WinAnsi only: ľ, č, ť, ň came out as other glyphs. Liberation Sans (SIL OFL)
// has every Slovak and German letter; kept in assets/fonts (docs/decisions/018).
const fontFile = (name: string) => fileURLToPath(new URL(`../../../../assets/fonts/${name}`, import.meta.url));
const registerFonts = () => {
  // The store's own map of families: the family registered anew replaces the loaded one (registering adds sources).
  delete Font.getRegisteredFonts()['Liberation Sans'];
  Font.register({
    family: 'Liberation Sans',
    fonts: [
      { src: fontFile('LiberationSans-Regular.ttf') },
      { src: fontFile('LiberationSans-Bold.ttf'), fontWeight: 700 },
    ],
  });
};
registerFonts();
// Words stay whole: a hyphen inserted at a line's end would change what a reader copies out of the PDF.
Font.registerHyphenationCallback((word) => [word]);

/**
 * A format's print spec in the printshop's language: the task format's fields and that language's texts; a text
 * missing there is the task's or another language's, `fallbacks` names it (docs/product.md#languages).
 */
export type FormatSpec = FormatTexts & {
  format: string;
  color: string;
  perforation: string;
  fold: string;
  fallbacks: Record<FormatTextField, Language | null>;
  /** The structured spec in the printshop's language (shared/spec-lines.ts); absent in documents written before. */
  specLines?: { label: string; value: string }[];
};

/** Everything an order document shows; built by order.service.ts, the same for the mail and the download. */
export type OrderDocument = content.OrderAgreed & {
  language: Language;
  /** The currency of every amount here: the printshop's, as its offer (docs/product.md#currencies). */
  currency: Currency;
  number: string;
  /** The award's day (YYYY-MM-DD) in the workspace's time zone. */
  date: string;
  /** The letterhead: the company the task buys for, and the staff member who sends the order. */
  buyer: { company: BuyingCompany; sender: string; email: string };
  supplier: { name: string; contactPerson: string; address: string; vatNumber: string };
  task: { name: string; address: string; lettershop: string; deliveryDate: string | null; deliveries?: string[] };
  lines: (OrderLine & { spec: FormatSpec })[];
  quoteNumber: string;
  deliveryCost: number | null;
  /** The order's net total incl. delivery, as the award counted it (src/shared/landed-cost.ts). */
  total: number;
  signature: string;
  /**
   * An award a member asked for and an owner or admin approved: both are named (the approver sends it). Absent in
   * a document written before orders named them.
   */
  approval?: OrderApproval | null;
};

const grey = '#52606d';
const s = StyleSheet.create({
  page: { fontFamily: 'Liberation Sans', fontSize: 10, color: '#1f2933', padding: '40 48 56 48' },
  // Not on the page: under an inherited lineHeight the page number is not drawn (react-pdf 4.9). A View takes a
  // lineHeight as a multiple of its own fontSize, hence the 10 again.
  body: { fontSize: 10, lineHeight: 1.4 },
  head: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 28 },
  strong: { fontWeight: 700 },
  small: { fontSize: 9, color: grey },
  title: { fontSize: 16, fontWeight: 700, marginTop: 24, marginBottom: 8 },
  row: { flexDirection: 'row', borderBottom: '0.5 solid #cbd2d9', paddingVertical: 5 },
  what: { flexGrow: 1, flexBasis: 0, paddingRight: 12 },
  quantity: { width: 80, textAlign: 'right' },
  price: { width: 90, textAlign: 'right' },
  fact: { flexDirection: 'row', marginTop: 3 },
  label: { width: 130, color: grey },
  value: { flexGrow: 1, flexBasis: 0 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: grey },
});

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.fact} wrap={false}>
      <Text style={s.label}>{label}</Text>
      <Text style={s.value}>{value}</Text>
    </View>
  );
}

/** The buying company and its sender on the left, the order's number and day on the right, the printshop below. */
function Head({ d, t }: { d: OrderDocument; t: OrderTexts }) {
  const { supplier } = d;
  const { company } = d.buyer;
  return (
    <>
      <View style={s.head}>
        <View style={{ maxWidth: 260 }}>
          <Text style={[s.strong, { fontSize: 13 }]}>{company.name}</Text>
          {company.address ? <Text>{company.address}</Text> : null}
          {company.vatNumber ? <Text style={s.small}>{`${t.vatNumber}: ${company.vatNumber}`}</Text> : null}
          {company.phone ? <Text style={s.small}>{`${t.phone}: ${company.phone}`}</Text> : null}
          <Text style={{ marginTop: 6 }}>{d.buyer.sender}</Text>
          <Text style={s.small}>{`${t.email}: ${d.buyer.email}`}</Text>
        </View>
        <View style={{ width: 220 }}>
          {numberFacts(d, d.language).map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
          <Fact label={t.date} value={toDisplayDate(d.date, d.language)} />
        </View>
      </View>
      <Text style={s.strong}>{supplier.name}</Text>
      {supplier.contactPerson ? <Text>{supplier.contactPerson}</Text> : null}
      {supplier.address ? <Text>{supplier.address}</Text> : null}
      {supplier.vatNumber ? <Text style={s.small}>{`${t.vatNumber}: ${supplier.vatNumber}`}</Text> : null}
    </>
  );
}

/** One ordered format: its title, the alternative if that was ordered, every field of its spec that is set. */
function Line({
  line,
  t,
  language,
  currency,
}: {
  line: OrderDocument['lines'][number];
  t: OrderTexts;
  language: Language;
  currency: Currency;
}) {
  const { spec } = line;
  const label = (key: keyof typeof t.labels) =>
    key === 'weight' || key === 'personalisation' || key === 'description'
      ? markedLabel(t.labels[key], { text: spec[key], from: spec.fallbacks[key] }, language)
      : t.labels[key];
  const fields = [
    ...(spec.specLines ?? []).map((l) => [l.label, l.value] as const),
    ...(['format', 'color', 'perforation', 'fold', 'weight', 'personalisation', 'description'] as const)
      .map((key) => [label(key), line.spec[key]] as const)
      .filter(([, value]) => value !== ''),
  ];
  return (
    <View style={s.row}>
      <View style={s.what}>
        <Text style={s.strong}>{line.title}</Text>
        {line.alternative ? <Text>{`${t.alternative}: ${line.alternative}`}</Text> : null}
        {fields.map(([label, value], i) => (
          // A spec may have two lines of one label (cover and inside paper).
          <Text key={`${i}-${label}`} style={s.small}>{`${label}: ${value}`}</Text>
        ))}
      </View>
      <Text style={s.quantity}>{formatCount(line.count, language)}</Text>
      <Text style={s.price}>{content.orderMoney(language, currency)(line.price)}</Text>
    </View>
  );
}

function OrderPdf({ d }: { d: OrderDocument }) {
  const t = orderTexts[d.language];
  const money = content.orderMoney(d.language, d.currency);
  const signature = [d.signature, content.signatoryText(d)].filter(Boolean).join('\n\n');
  const clarifications = d.clarifications ?? [];
  return (
    <Document
      title={t.subject(d.task.name, d.number)}
      author={d.buyer.company.name}
      language={d.language}
      creator="PrintTender"
    >
      <Page size="A4" style={s.page}>
        <View style={s.body}>
          <Head d={d} t={t} />
          <Text style={s.title}>{t.subject(d.task.name, d.number)}</Text>
          <Text>{greeting(d.language, d.supplier)}</Text>
          <Text style={{ marginBottom: 12 }}>{t.intro}</Text>
          <View style={[s.row, s.small]}>
            <Text style={s.what} />
            <Text style={s.quantity}>{t.labels.quantity}</Text>
            <Text style={s.price}>{t.price}</Text>
          </View>
          {d.lines.map((line, i) => (
            <Line key={i} line={line} t={t} language={d.language} currency={d.currency} />
          ))}
          {d.deliveryCost !== null ? (
            <View style={s.row} wrap={false}>
              <Text style={s.what}>{t.delivery}</Text>
              <Text style={s.price}>{money(d.deliveryCost)}</Text>
            </View>
          ) : null}
          {content.amountRows(d.total, d.tax, d.language, d.currency).map((row) => (
            <View key={row.label} style={row.strong ? [s.row, s.strong] : s.row} wrap={false}>
              <Text style={s.what}>{row.label}</Text>
              <Text style={s.price}>{row.amount}</Text>
            </View>
          ))}
          {content.taxSentences(d.tax, d.language, d.buyerLanguage).map((sentence) => (
            <Text key={sentence} style={{ marginTop: 6 }}>
              {sentence}
            </Text>
          ))}
          <View style={{ marginTop: 16 }}>
            {[
              ...orderFacts(d.task, d.quoteNumber, d.language, d.approval),
              ...content.agreedFacts(d, d.language, d.currency),
            ].map(([label, value]) => (
              <Fact key={label} label={label} value={value} />
            ))}
          </View>
          {clarifications.length > 0 ? (
            <View style={{ marginTop: 16 }}>
              <Text style={s.strong}>{t.clarifications}</Text>
              {clarifications.map((c, i) => (
                <Text key={i} style={{ marginTop: 3 }}>
                  {content.clarificationText(c, d.language)}
                </Text>
              ))}
            </View>
          ) : null}
          {signature ? <Text style={{ marginTop: 24 }}>{signature}</Text> : null}
        </View>
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${t.order} ${d.number} · ${t.page(pageNumber, totalPages)}`}
        />
      </Page>
    </Document>
  );
}

/**
 * The order as a PDF with real, selectable text, in the printshop's language. Its fonts are loaded anew for each
 * order (~3 ms of a 25 ms render): fontkit keeps each glyph of a loaded font with the characters of its first use,
 * and a composite letter (č is c and ˇ) made its base glyph first, without a character, when a PDF's font subset
 * was written. Every later PDF of the thread then left that letter out of its text ("Drukerei" copied out of a
 * German order made after a Slovak one). A render thread makes one order at a time (render/pool.ts).
 */
export function renderOrderPdf(d: OrderDocument): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<OrderPdf d={d} />);
}
