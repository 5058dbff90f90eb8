/** A stored format in a tender: its quantity, further quantities to price, and whether run-on is asked. */
export type TaskFormat = { key: string; count: number; counts?: number[]; runOn?: boolean };

export type TaskSpec = {
  name: string;
  note: string;
  address: string;
  lettershop: string;
  /** How many working days before today the tender was written: its day 0. Its other days count working days too. */
  startedDaysAgo: number;
  /** Working days after day 0: the offer deadline (null: not decided yet, the task stays pending) and the delivery. */
  deadline: number | null;
  delivery: number;
  sealed?: boolean;
  formats: TaskFormat[];
};

const lettershopNord = {
  address: 'Lettershop Nord GmbH\nWarenannahme Tor 3\nHammerbrookstraße 90\n20097 Hamburg',
  lettershop: 'Lettershop Nord GmbH, Frau Petersen, Anlieferung Mo–Fr 7–15 Uhr',
};
const mailPartner = {
  address: 'MailPartner Rhein-Main GmbH\nRampe 2\nIm Steinigen Graben 8\n63571 Gelnhausen',
  lettershop: 'MailPartner Rhein-Main GmbH, Herr Yilmaz (Avis 24 h vorher)',
};
const warehouse = {
  address: 'Nordwind Versand GmbH\nZentrallager, Rampe 5\nOsterweg 12\n33100 Paderborn',
  lettershop: 'Kein Lettershop: Anlieferung an unser Zentrallager',
};
const pallets = 'Bitte Preise inkl. Verpackung auf Europaletten angeben, frei Anlieferadresse.';

/** The tenders of the demo, oldest first; stories.ts tells what happened to each. */
export const TASKS = {
  spring: {
    name: 'Frühjahrsmailing Bestandskunden',
    note: `${pallets} PDF-Proof vor Druckbeginn. Die Personalisierungsdaten kommen als CSV über unseren SFTP-Server.`,
    ...lettershopNord,
    startedDaysAgo: 105,
    deadline: 9,
    delivery: 22,
    formats: [
      { key: 'letter-a4', count: 40_000 },
      { key: 'envelope-c65', count: 40_000 },
      { key: 'flyer-dl', count: 40_000 },
    ],
  },
  magazine: {
    name: 'Kundenmagazin Sommer',
    note: `${pallets} Bitte auch 20.000 und 30.000 Exemplare kalkulieren; die Auflage steht erst nach der Planung fest.`,
    ...warehouse,
    startedDaysAgo: 82,
    deadline: 10,
    delivery: 25,
    formats: [
      { key: 'magazine-a4', count: 25_000, counts: [20_000, 30_000] },
      { key: 'envelope-c4', count: 25_000, counts: [20_000, 30_000] },
    ],
  },
  autumn: {
    name: 'Herbstkampagne Neukunden',
    note: `${pallets} Vergabe auch einzeln je Format möglich. Für die Postkarte bitte einen Fortdruckpreis je 1.000 angeben.`,
    ...mailPartner,
    startedDaysAgo: 52,
    deadline: 10,
    delivery: 23,
    formats: [
      { key: 'selfmailer', count: 60_000, counts: [50_000, 80_000] },
      { key: 'postcard-a6', count: 30_000, runOn: true },
      { key: 'reply-card', count: 30_000 },
      { key: 'flyer-a5', count: 20_000 },
    ],
  },
  catalogue: {
    name: 'Katalog Herbst/Winter',
    note: `${pallets} Druckdaten folgen als PDF/X-4. Bitte Andruck auf Auflagenpapier einplanen.`,
    ...warehouse,
    startedDaysAgo: 34,
    deadline: 10,
    delivery: 28,
    formats: [
      { key: 'catalogue-a4', count: 15_000, counts: [12_000, 18_000] },
      { key: 'envelope-c4', count: 15_000 },
    ],
  },
  dresden: {
    name: 'Flyer Filialeröffnung Dresden',
    note: 'Eilig: Lieferung spätestens zur Eröffnung. Anlieferung an die Filiale, bitte mit Hebebühne.',
    address: 'Nordwind Filiale Dresden\nElbpromenade 21\n01067 Dresden',
    lettershop: 'Kein Lettershop: Verteilung durch die Filiale',
    startedDaysAgo: 18,
    deadline: 5,
    delivery: 10,
    formats: [
      { key: 'flyer-a5', count: 15_000, runOn: true },
      { key: 'postcard-a6', count: 5_000 },
    ],
  },
  yearEnd: {
    name: 'Jahresendmailing Premiumkunden',
    note: `${pallets} Alternativen (Papier, Umfang) sind willkommen. Die Vergabe ist für die Woche nach der Angebotsfrist geplant.`,
    ...lettershopNord,
    startedDaysAgo: 12,
    deadline: 15,
    delivery: 32,
    formats: [
      { key: 'letter-a4', count: 40_000 },
      { key: 'envelope-c65', count: 40_000, counts: [30_000, 50_000] },
      { key: 'flyer-dl', count: 40_000, runOn: true },
      { key: 'brochure-a4', count: 8_000 },
    ],
  },
  relaunch: {
    name: 'Imagebroschüre Relaunch',
    note: 'Verdeckte Angebote: Preise werden erst nach Ablauf der Angebotsfrist geöffnet. Proof und Andruck erwünscht.',
    ...warehouse,
    startedDaysAgo: 6,
    deadline: 14,
    delivery: 32,
    sealed: true,
    formats: [
      { key: 'brochure-a4', count: 5_000, counts: [3_000, 8_000] },
      { key: 'letterhead', count: 10_000 },
    ],
  },
  xmas: {
    name: 'Weihnachtskarten Geschäftskunden',
    note: 'Bitte mit Kuvertierung der Klappkarten in passende Umschläge kalkulieren.',
    ...warehouse,
    startedDaysAgo: 4,
    deadline: 12,
    delivery: 22,
    formats: [
      { key: 'xmas-card', count: 2_500 },
      { key: 'envelope-c65', count: 2_500 },
    ],
  },
  insert: {
    name: 'Beilage Frühjahrskatalog',
    note: `${pallets} Anlieferung in zwei Teilmengen möglich.`,
    ...mailPartner,
    startedDaysAgo: 2,
    deadline: 16,
    delivery: 32,
    formats: [{ key: 'flyer-a5', count: 80_000 }],
  },
  welcome: {
    name: 'Neukundenbegrüßung Q1',
    note: `${pallets} Auflage je Welle; die Termine der Wellen folgen.`,
    ...lettershopNord,
    startedDaysAgo: 1,
    deadline: null,
    delivery: 40,
    formats: [
      { key: 'letter-a4', count: 12_000 },
      { key: 'envelope-c65', count: 12_000 },
      { key: 'flyer-dl', count: 12_000 },
    ],
  },
} satisfies Record<string, TaskSpec>;
