import type { z } from 'zod';
import type { FormatInputSchema, FormatTexts } from '../../shared/schemas/formats.ts';

/** What printing a format costs a typical printshop, in EUR: set-up once, then per 1,000 pieces. */
export type Cost = { setup: number; per1000: number };

/** `stored: false`: written into a tender first and stored from there later (the Christmas card). */
export type DemoFormat = z.input<typeof FormatInputSchema> & { key: string; cost: Cost; stored?: false };

const texts = (weight: string, personalisation: string, description: string): FormatTexts => ({
  weight,
  personalisation,
  description,
});

const none = { en: 'none', de: 'keine', sk: 'bez personalizácie' };

/** The workspace's stored formats: what a mail-order retailer buys again and again, in three languages. */
export const DEMO_FORMATS: DemoFormat[] = [
  {
    key: 'flyer-a5',
    title: 'Flyer DIN A5',
    format: '148 × 210 mm',
    color: '4/4',
    cost: { setup: 120, per1000: 16 },
    en: texts('135 gsm gloss art paper', none.en, 'Flyer A5, full colour both sides, for shops and inserts.'),
    de: texts('135 g/m² Bilderdruck glänzend', none.de, 'Flyer A5, beidseitig vierfarbig, für Filialen und Beilagen.'),
    sk: texts('135 g/m² lesklý kriedový papier', none.sk, 'Leták A5, obojstranne plnofarebný, pre predajne a prílohy.'),
  },
  {
    key: 'flyer-dl',
    title: 'Flyer DIN lang, 6 Seiten',
    format: '99 × 210 mm (offen 297 × 210 mm)',
    color: '4/4',
    fold: 'Wickelfalz',
    cost: { setup: 140, per1000: 19 },
    en: texts('170 gsm matt art paper', none.en, 'Six-page DL leaflet, roll fold, as a mailing insert.'),
    de: texts('170 g/m² Bilderdruck matt', none.de, 'Sechsseitiger Flyer DIN lang, Beilage zum Mailing.'),
    sk: texts('170 g/m² matný kriedový papier', none.sk, 'Šesťstranový leták DL, valcový lom, príloha k mailingu.'),
  },
  {
    key: 'letter-a4',
    title: 'Anschreiben DIN A4, personalisiert',
    format: '210 × 297 mm',
    color: '4/0 + Laser 1/0',
    perforation: '1 × quer, 99 mm von unten',
    fold: 'Wickelfalz auf DIN lang',
    cost: { setup: 180, per1000: 38 },
    en: texts(
      '90 gsm uncoated offset, laser-suitable',
      'Name, address, salutation and customer number, laser printed from our data file',
      'Cover letter with a tear-off reply slip, folded to DL for the window envelope.',
    ),
    de: texts(
      '90 g/m² Offset, laserfähig',
      'Name, Anschrift, Anrede und Kundennummer im Laserdruck aus unserer Datendatei',
      'Anschreiben mit abtrennbarem Antwortabschnitt, auf DIN lang gefalzt für das Fensterkuvert.',
    ),
    sk: texts(
      '90 g/m² ofsetový papier vhodný pre laser',
      'Meno, adresa, oslovenie a zákaznícke číslo laserovou tlačou z nášho dátového súboru',
      'Sprievodný list s odtrhávacím kupónom na odpoveď, zložený na DL do obálky s okienkom.',
    ),
  },
  {
    key: 'envelope-c65',
    title: 'Kuvert C6/5 mit Fenster',
    format: '114 × 229 mm, Fenster links',
    color: '4/0',
    cost: { setup: 150, per1000: 24 },
    en: texts('80 gsm white, self-seal', none.en, 'Window envelope with our logo and a teaser on the front.'),
    de: texts('80 g/m² weiß, haftklebend', none.de, 'Fensterkuvert mit Logo und Teaser auf der Vorderseite.'),
    sk: texts('80 g/m² biela, samolepiaca', none.sk, 'Obálka s okienkom, s logom a upútavkou na prednej strane.'),
  },
  {
    key: 'envelope-c4',
    title: 'Versandtasche C4 ohne Fenster',
    format: '229 × 324 mm',
    color: '2/0',
    cost: { setup: 160, per1000: 95 },
    en: texts('120 gsm white, self-seal with strip', none.en, 'Mailing bag for magazines and catalogues.'),
    de: texts('120 g/m² weiß, haftklebend mit Abdeckstreifen', none.de, 'Versandtasche für Magazin und Katalog.'),
    sk: texts('120 g/m² biela, samolepiaca s krycou páskou', none.sk, 'Obálka na zasielanie časopisov a katalógov.'),
  },
  {
    key: 'brochure-a4',
    title: 'Broschüre DIN A4, 16 Seiten',
    format: '210 × 297 mm',
    color: '4/4 + Dispersionslack',
    cost: { setup: 650, per1000: 420 },
    en: texts('Cover 250 gsm, inside 115 gsm gloss', none.en, '16-page brochure, saddle stitched, two staples.'),
    de: texts('Umschlag 250 g/m², Inhalt 115 g/m² glänzend', none.de, 'Broschüre 16 Seiten, Rückstichheftung.'),
    sk: texts('Obálka 250 g/m², blok 115 g/m² lesklý', none.sk, 'Brožúra 16 strán, väzba V1.'),
  },
  {
    key: 'postcard-a6',
    title: 'Postkarte DIN A6',
    format: '105 × 148 mm',
    color: '4/4',
    cost: { setup: 110, per1000: 22 },
    en: texts('300 gsm matt board', 'Inkjet address', 'Postcard with a voucher code, sent open.'),
    de: texts('300 g/m² Bilderdruckkarton matt', 'Adresse im Inkjet', 'Postkarte mit Gutscheincode, offen versendet.'),
    sk: texts('300 g/m² matný kriedový kartón', 'Adresa atramentovou tlačou', 'Pohľadnica s kódom zľavy, bez obálky.'),
  },
  {
    key: 'selfmailer',
    title: 'Selfmailer DIN lang, 6 Seiten',
    format: '99 × 210 mm (offen 297 × 210 mm)',
    color: '4/4',
    perforation: 'Antwortkarte, 1 × senkrecht',
    fold: 'Wickelfalz, geklebt',
    cost: { setup: 380, per1000: 68 },
    en: texts(
      '170 gsm matt art paper',
      'Address, salutation and personal voucher code by inkjet',
      'Self-mailer with a perforated reply card, glued closed with a fugitive glue dot.',
    ),
    de: texts(
      '170 g/m² Bilderdruck matt',
      'Adresse, Anrede und persönlicher Gutscheincode im Inkjet',
      'Selfmailer mit perforierter Antwortkarte, mit ablösbarem Leimpunkt verschlossen.',
    ),
    sk: texts(
      '170 g/m² matný kriedový papier',
      'Adresa, oslovenie a osobný kód poukážky atramentovou tlačou',
      'Selfmailer s perforovanou odpovednou kartou, zlepený odnímateľným bodom lepidla.',
    ),
  },
  {
    key: 'reply-card',
    title: 'Antwortkarte DIN A6',
    format: '105 × 148 mm',
    color: '4/1',
    cost: { setup: 100, per1000: 18 },
    en: texts('250 gsm board', 'Customer number as a barcode', 'Business reply card, postage paid by the recipient.'),
    de: texts('250 g/m² Karton', 'Kundennummer als Barcode', 'Antwortkarte, Porto zahlt der Empfänger.'),
    sk: texts('250 g/m² kartón', 'Zákaznícke číslo ako čiarový kód', 'Odpovedná karta, poštovné platí adresát.'),
  },
  {
    key: 'catalogue-a4',
    title: 'Katalog DIN A4, 48 Seiten',
    format: '210 × 297 mm',
    color: '4/4',
    cost: { setup: 1800, per1000: 980 },
    en: texts('Cover 200 gsm, inside 80 gsm LWC', none.en, 'Seasonal catalogue, saddle stitched, packed in 50s.'),
    de: texts('Umschlag 200 g/m², Inhalt 80 g/m² LWC', none.de, 'Saisonkatalog, Rückstichheftung, zu je 50 verpackt.'),
    sk: texts('Obálka 200 g/m², blok 80 g/m² LWC', none.sk, 'Sezónny katalóg, väzba V1, balený po 50 kusov.'),
  },
  {
    key: 'magazine-a4',
    title: 'Kundenmagazin DIN A4, 32 Seiten',
    format: '210 × 297 mm',
    color: '4/4',
    cost: { setup: 1200, per1000: 640 },
    en: texts('Cover 170 gsm, inside 90 gsm matt', 'Address label on the back', 'Customer magazine, saddle stitched.'),
    de: texts('Umschlag 170 g/m², Inhalt 90 g/m² matt', 'Adressetikett hinten', 'Kundenmagazin, Rückstichheftung.'),
    sk: texts('Obálka 170 g/m², blok 90 g/m² matný', 'Adresná etiketa vzadu', 'Zákaznícky časopis, väzba V1.'),
  },
  {
    key: 'letterhead',
    title: 'Briefbogen DIN A4',
    format: '210 × 297 mm',
    color: '2/0 (HKS 43 K + Schwarz)',
    cost: { setup: 90, per1000: 14 },
    en: texts('100 gsm natural paper, FSC', none.en, 'Letterhead for laser printers, packed in reams of 500.'),
    de: texts('100 g/m² Naturpapier, FSC', none.de, 'Briefbogen für Laserdrucker, zu 500 Blatt verpackt.'),
    sk: texts('100 g/m² prírodný papier, FSC', none.sk, 'Hlavičkový papier pre laserové tlačiarne, po 500 listov.'),
  },
  {
    key: 'xmas-card',
    stored: false,
    title: 'Weihnachtsklappkarte DIN lang',
    format: '210 × 99 mm (offen 210 × 198 mm)',
    color: '4/4 + Heißfolienprägung Gold',
    fold: '1 × gerillt und gefalzt',
    cost: { setup: 260, per1000: 310 },
    en: texts('350 gsm natural board', none.en, 'Folded card with gold hot-foil, put into matching envelopes.'),
    de: texts('350 g/m² Naturkarton', none.de, 'Klappkarte mit Goldprägung, einzeln in passende Umschläge gesteckt.'),
    sk: texts('350 g/m² prírodný kartón', none.sk, 'Skladaná karta so zlatou razbou, vložená do obálok.'),
  },
];

export const formatByKey = (key: string): DemoFormat => {
  const found = DEMO_FORMATS.find((f) => f.key === key);
  if (!found) throw new Error(`no demo format ${key}`);
  return found;
};
