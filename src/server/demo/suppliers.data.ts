import type { z } from 'zod';
import type { SupplierInputSchema } from '../../shared/schemas/suppliers.ts';

/** How a printshop offers: its price level against the market and the terms it states with each offer. */
export type Style = {
  /** 1 is the market; 0.9 offers 10 % below it. */
  level: number;
  quotePrefix: string;
  /** EUR per delivery to the task's address; 0 is free delivery. */
  deliveryCost: number;
  leadDays: number;
  validDays: number;
  oversPercent?: number;
  note?: string;
};

export type DemoSupplier = z.input<typeof SupplierInputSchema> & { key: string; style: Style };

/** An IBAN with its check digits (ISO 13616: mod 97), in groups of four as it is printed on an invoice. */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}

/** Eight printshops, four German, two English (UK, Ireland) and two Slovak; every address is fictitious. */
export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    key: 'lindner',
    name: 'Druckhaus Lindner GmbH',
    email: 'angebote.lindner@example.de',
    contactPerson: 'Frank Lindner',
    address: 'Gutenbergstraße 14\n04178 Leipzig\nDeutschland',
    vatNumber: 'DE281734590',
    accountNumber: iban('DE', '860500001023456789'),
    language: 'de',
    style: { level: 1, quotePrefix: 'LIN-', deliveryCost: 0, leadDays: 7, validDays: 30, note: 'Frei Haus.' },
  },
  {
    key: 'brandt',
    name: 'Offsetdruck Brandt & Söhne KG',
    email: 'vertrieb.brandt@example.de',
    contactPerson: 'Sabine Brandt',
    address: 'Industriestraße 7\n33609 Bielefeld\nDeutschland',
    vatNumber: 'DE126583047',
    accountNumber: iban('DE', '480501610043218765'),
    language: 'de',
    style: {
      level: 1.06,
      quotePrefix: 'AB ',
      deliveryCost: 145,
      leadDays: 6,
      validDays: 21,
      note: 'Papierpreisklausel: Preise gelten bei unveränderten Papierpreisen bis zum Auftrag.',
    },
  },
  {
    key: 'mailingwerk',
    name: 'MailingWerk Süd GmbH',
    email: 'kalkulation.mailingwerk@example.de',
    contactPerson: 'Thomas Huber',
    address: 'Lilienthalstraße 22\n85399 Hallbergmoos\nDeutschland',
    vatNumber: 'DE318204576',
    accountNumber: iban('DE', '700202700015873920'),
    language: 'de',
    style: { level: 0.97, quotePrefix: 'MW-', deliveryCost: 210, leadDays: 9, validDays: 14, oversPercent: 3 },
  },
  {
    key: 'hofmann',
    name: 'Hofmann Druck e.K.',
    email: 'info.hofmann-druck@example.de',
    contactPerson: 'Markus Hofmann',
    address: 'Am Hafen 3\n90451 Nürnberg\nDeutschland',
    vatNumber: 'DE133975218',
    accountNumber: iban('DE', '760501010009876543'),
    language: 'de',
    style: { level: 1.12, quotePrefix: 'HD/', deliveryCost: 95, leadDays: 5, validDays: 30 },
  },
  {
    key: 'northbridge',
    name: 'Northbridge Print Ltd',
    email: 'quotes.northbridge@example.com',
    contactPerson: 'Oliver Hughes',
    address: 'Unit 4, Trafford Park Road\nManchester M17 1HH\nUnited Kingdom',
    vatNumber: 'GB284615937',
    accountNumber: iban('GB', 'NWBK60161341926812'),
    language: 'en',
    style: {
      level: 0.94,
      quotePrefix: 'NP-Q',
      deliveryCost: 480,
      leadDays: 12,
      validDays: 30,
      note: 'Delivered DAP, customs clearance included.',
    },
  },
  {
    key: 'harbour',
    name: 'Harbour Lane Press Ltd',
    email: 'estimating.harbourlane@example.com',
    contactPerson: 'Siobhán Murphy',
    address: '12 Harbour Lane\nDún Laoghaire, Co. Dublin A96 K2X4\nIreland',
    vatNumber: 'IE3821746KH',
    accountNumber: iban('IE', 'AIBK93115212345678'),
    language: 'en',
    style: { level: 1.02, quotePrefix: 'HLP ', deliveryCost: 390, leadDays: 10, validDays: 21, oversPercent: 5 },
  },
  {
    key: 'kovac',
    name: 'Tlačiareň Kováč s.r.o.',
    email: 'ponuky.kovac@example.sk',
    contactPerson: 'Ing. Peter Kováč',
    address: 'Priemyselná 12\n010 01 Žilina\nSlovensko',
    vatNumber: 'SK2021458736',
    accountNumber: iban('SK', '11000000002612345678'),
    language: 'sk',
    style: {
      level: 0.88,
      quotePrefix: 'CP-',
      deliveryCost: 620,
      leadDays: 11,
      validDays: 21,
      note: 'Delivery by our own truck, 33 pallets per load.',
    },
  },
  {
    key: 'printcentrum',
    name: 'PrintCentrum Bratislava a.s.',
    email: 'obchod.printcentrum@example.sk',
    contactPerson: 'Mgr. Zuzana Horváthová',
    address: 'Stará Vajnorská 37\n831 04 Bratislava\nSlovensko',
    vatNumber: 'SK2020317592',
    accountNumber: iban('SK', '09000000000123456789'),
    language: 'sk',
    style: { level: 0.91, quotePrefix: 'PCB ', deliveryCost: 540, leadDays: 10, validDays: 30, oversPercent: 3 },
  },
];

export const supplierByKey = (key: string): DemoSupplier => {
  const found = DEMO_SUPPLIERS.find((p) => p.key === key);
  if (!found) throw new Error(`no demo printshop ${key}`);
  return found;
};
