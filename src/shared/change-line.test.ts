import { formatCount } from './money.ts';
import { deliveryChanges } from './amendment.ts';
import { describe, expect, it } from 'vitest';
import { changeLines, type ChangeWords } from './change-line.ts';
import type { Language } from './languages.ts';
import type { Change } from './schemas/revisions.ts';

const changes: Change[] = [
  { field: 'deadlineDate', old: '2027-01-05', new: '2027-01-12' },
  { field: 'deliveryDate', old: null, new: '2027-02-01' },
  { field: 'address', old: 'Hauptstr. 1\n10115 Berlin', new: 'Hauptstr. 2\n10115 Berlin' },
  { field: 'note', old: '', new: 'Proof by PDF' },
  {
    field: 'format',
    formatId: 'f',
    title: 'Flyer A5',
    change: 'quantities',
    old: { count: 5000, counts: [], runOn: false },
    new: { count: 6000, counts: [1000, 12500], runOn: true },
  },
  {
    field: 'format',
    formatId: 'b',
    title: 'Brochure',
    change: 'quantities',
    old: { count: 10000, counts: [5000, 20000], runOn: true },
    new: { count: 12000, counts: [20000, 30000], runOn: false },
  },
  {
    field: 'format',
    formatId: 'l',
    title: 'Letter',
    change: 'added',
    old: null,
    new: { count: 2500, counts: [1000], runOn: true },
  },
  {
    field: 'format',
    formatId: 'p',
    title: 'Poster',
    change: 'removed',
    old: { count: 100, counts: [], runOn: false },
    new: null,
  },
  // Stored before a spec change named its fields.
  { field: 'format', formatId: 'b', title: 'Brochure', change: 'spec', old: null, new: null },
  {
    field: 'format',
    formatId: 'f',
    title: 'Flyer A5',
    change: 'spec',
    old: null,
    new: null,
    fields: [
      { name: 'color', old: '4/0', new: '4/4' },
      { name: 'weight', language: 'en', translation: true, old: '135 g', new: '170 g' },
      { name: 'weight', language: 'de', old: '135 g', new: '170 g' },
      { name: 'weight', language: 'sk', translation: true, old: '135 g', new: '170 g' },
      { name: 'description', language: 'de', old: 'Glänzend\nbeidseitig', new: '' },
    ],
  },
  // A Slovak translation added (the task is German): only Slovak printshops read it.
  {
    field: 'format',
    formatId: 'f',
    title: 'Flyer A5',
    change: 'spec',
    old: null,
    new: null,
    fields: [{ name: 'description', language: 'sk', translation: true, old: '', new: 'Lesklý leták' }],
  },
  // Stored before translations were told apart, only the Slovak text changed: the others read it, naming its language.
  {
    field: 'format',
    formatId: 'l',
    title: 'Letter',
    change: 'spec',
    old: null,
    new: null,
    fields: [{ name: 'personalisation', language: 'sk', old: 'meno', new: 'meno a adresa' }],
  },
];

const lines = (language: Language) =>
  changes.flatMap((c) => changeLines(c, language)).map(({ label, value }) => `${label}: ${value}`);

describe('an amendment’s changes as printshops read them, in the mail and on their page', () => {
  it('read plain old → new in English, in English notation; another language’s translation not at all', () => {
    expect(lines('en')).toEqual([
      'Offer deadline: 05/01/2027 → 12/01/2027',
      'Delivery date: – → 01/02/2027',
      'Delivery address: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Note: – → Proof by PDF',
      'Flyer A5: Quantity: 5,000 → 6,000',
      'Flyer A5: Further quantities: added 1,000 / 12,500',
      'Flyer A5: Run-on: now asked',
      'Brochure: Quantity: 10,000 → 12,000',
      'Brochure: Further quantities: added 30,000',
      'Brochure: Further quantities: removed 5,000',
      'Brochure: Run-on: no longer asked',
      'Letter: added',
      'Letter: Quantity: 2,500',
      'Letter: Further quantities: 1,000',
      'Letter: Run-on: asked',
      'Poster: removed',
      'Brochure: specification changed',
      'Flyer A5: Colours: 4/0 → 4/4',
      'Flyer A5: Weight: 135 g → 170 g',
      'Letter: Personalisation (SK): meno → meno a adresa',
    ]);
  });

  it('read them in German, in German notation, without the Slovak translation', () => {
    expect(lines('de')).toEqual([
      'Angebotsfrist: 05.01.2027 → 12.01.2027',
      'Liefertermin: – → 01.02.2027',
      'Lieferadresse: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Hinweis: – → Proof by PDF',
      'Flyer A5: Auflage: 5.000 → 6.000',
      'Flyer A5: Weitere Auflagen: neu 1.000 / 12.500',
      'Flyer A5: Fortdruck: jetzt angefragt',
      'Brochure: Auflage: 10.000 → 12.000',
      'Brochure: Weitere Auflagen: neu 30.000',
      'Brochure: Weitere Auflagen: entfallen 5.000',
      'Brochure: Fortdruck: nicht mehr angefragt',
      'Letter: neu',
      'Letter: Auflage: 2.500',
      'Letter: Weitere Auflagen: 1.000',
      'Letter: Fortdruck: angefragt',
      'Poster: entfällt',
      'Brochure: Spezifikation geändert',
      'Flyer A5: Farbigkeit: 4/0 → 4/4',
      'Flyer A5: Grammatur: 135 g → 170 g',
      'Flyer A5: Beschreibung: Glänzend, beidseitig → –',
      'Letter: Personalisierung (SK): meno → meno a adresa',
    ]);
  });

  it('read them in Slovak, in Slovak notation, with the Slovak translation', () => {
    // Slovak groups thousands with a no-break space, and keeps a date together with them.
    expect(lines('sk').map((l) => l.replace(/\u00a0/g, ' '))).toEqual([
      'Termín na predloženie ponuky: 5. 1. 2027 → 12. 1. 2027',
      'Termín dodania: – → 1. 2. 2027',
      'Adresa dodania: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Poznámka: – → Proof by PDF',
      'Flyer A5: Náklad: 5 000 → 6 000',
      'Flyer A5: Ďalšie náklady: pridané 1 000 / 12 500',
      'Flyer A5: Dotlač: teraz požadovaná',
      'Brochure: Náklad: 10 000 → 12 000',
      'Brochure: Ďalšie náklady: pridané 30 000',
      'Brochure: Ďalšie náklady: vypustené 5 000',
      'Brochure: Dotlač: už nepožadovaná',
      'Letter: pridaný',
      'Letter: Náklad: 2 500',
      'Letter: Ďalšie náklady: 1 000',
      'Letter: Dotlač: požadovaná',
      'Poster: vypustený',
      'Brochure: zmenená špecifikácia',
      'Flyer A5: Farebnosť: 4/0 → 4/4',
      'Flyer A5: Gramáž: 135 g → 170 g',
      'Flyer A5: Popis: – → Lesklý leták',
      'Letter: Personalizácia: meno → meno a adresa',
    ]);
  });

  it('read the same rule in the staff app’s words, every language’s texts named; an empty value is a dash, a document its name', () => {
    const staff: ChangeWords = {
      format: { added: 'new', removed: 'gone', spec: 'spec' },
      title: 'Name',
      documents: 'Files',
      document: { added: 'new', removed: 'gone' },
      quantity: 'Count',
      counts: { label: 'Scales', added: 'plus', removed: 'minus' },
      runOn: { label: 'More', asked: 'yes', now: 'now', dropped: 'no more' },
      rate: 'Rate',
      currencies: 'Currencies',
      deliveries: { label: 'Addresses', added: 'plus', removed: 'minus' },
    };
    const lines = [
      ...changes,
      { field: 'document', fileId: 'd', name: 'Artwork.pdf', change: 'removed' },
      { field: 'address', old: ' ', new: null },
      {
        field: 'format',
        formatId: 'f',
        title: 'Flyer A6',
        change: 'spec',
        old: null,
        new: null,
        fields: [{ name: 'title', old: 'Flyer A5', new: 'Flyer A6' }],
      },
    ] satisfies Change[];
    expect(lines.flatMap((c) => changeLines(c, 'en', staff, true)).slice(4)).toEqual([
      { label: 'Flyer A5', value: 'Count: 5,000 → 6,000' },
      { label: 'Flyer A5', value: 'Scales: plus 1,000 / 12,500' },
      { label: 'Flyer A5', value: 'More: now' },
      { label: 'Brochure', value: 'Count: 10,000 → 12,000' },
      { label: 'Brochure', value: 'Scales: plus 30,000' },
      { label: 'Brochure', value: 'Scales: minus 5,000' },
      { label: 'Brochure', value: 'More: no more' },
      { label: 'Letter', value: 'new' },
      { label: 'Letter', value: 'Count: 2,500' },
      { label: 'Letter', value: 'Scales: 1,000' },
      { label: 'Letter', value: 'More: yes' },
      { label: 'Poster', value: 'gone' },
      { label: 'Brochure', value: 'spec' },
      { label: 'Flyer A5', value: 'Colours: 4/0 → 4/4' },
      { label: 'Flyer A5', value: 'Weight (EN): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Weight (DE): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Weight (SK): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Description (DE): Glänzend, beidseitig → –' },
      { label: 'Flyer A5', value: 'Description (SK): – → Lesklý leták' },
      { label: 'Letter', value: 'Personalisation (SK): meno → meno a adresa' },
      { label: 'Files', value: 'Artwork.pdf: gone' },
      { label: 'Delivery address', value: '– → –' },
      { label: 'Flyer A6', value: 'Name: Flyer A5 → Flyer A6' },
    ]);
  });
});

describe('a rate or the accepted currencies changed, as every printshop reads it', () => {
  const rates: Change[] = [
    { field: 'currencies', old: ['EUR', 'CZK'], new: ['EUR', 'CZK', 'PLN'] },
    { field: 'rate', currency: 'CZK', taskCurrency: 'EUR', old: 0.04, new: 0.041 },
    { field: 'rate', currency: 'PLN', taskCurrency: 'EUR', old: null, new: 0.2352941176 },
  ];
  const read = (language: Language) =>
    rates.flatMap((c) => changeLines(c, language)).map(({ label, value }) => `${label}: ${value}`);

  it('name the currency, old → new in the task’s currency, four decimals at least, in each reader’s notation', () => {
    expect(read('en')).toEqual([
      'Accepted currencies: EUR, CZK → EUR, CZK, PLN',
      'Exchange rate CZK: 0.0400 → 0.0410 EUR',
      'Exchange rate PLN: – → 0.2352941176 EUR',
    ]);
    expect(read('de')).toEqual([
      'Akzeptierte Währungen: EUR, CZK → EUR, CZK, PLN',
      'Wechselkurs CZK: 0,0400 → 0,0410 EUR',
      'Wechselkurs PLN: – → 0,2352941176 EUR',
    ]);
    expect(read('sk')).toEqual([
      'Akceptované meny: EUR, CZK → EUR, CZK, PLN',
      'Výmenný kurz CZK: 0,0400 → 0,0410 EUR',
      'Výmenný kurz PLN: – → 0,2352941176 EUR',
    ]);
  });

  it('name each delivery address no longer there and each new or changed one, in every language', () => {
    const formats = [
      { id: 'f', title: 'Flyer A5' },
      { id: 'l', title: 'Letter' },
    ];
    const nord = { address: 'Lager Nord\nHamburg', date: '2030-03-01', counts: [{ formatId: 'f', count: 3000 }] };
    const sued = { address: 'Lager Süd, München', date: null, counts: [{ formatId: 'f', count: 2000 }] };
    const moved = { ...sued, address: 'Lager Ost, Leipzig' };
    const change = deliveryChanges([nord, sued], [nord, moved], formats)[0]!;
    expect(changeLines(change, 'en')).toEqual([
      { label: 'Delivery addresses', value: 'removed Lager Süd, München: Flyer A5 2,000' },
      { label: 'Delivery addresses', value: 'added Lager Ost, Leipzig: Flyer A5 2,000' },
    ]);
    expect(changeLines(change, 'de').map((l) => l.value)).toEqual([
      'entfällt Lager Süd, München: Flyer A5 2.000',
      'neu Lager Ost, Leipzig: Flyer A5 2.000',
    ]);
    expect(changeLines(change, 'sk')[1]).toEqual({
      label: 'Adresy dodania',
      value: `pridaná Lager Ost, Leipzig: Flyer A5 ${formatCount(2000, 'sk')}`,
    });
    // The same addresses in another order read as the list old → new; the same addresses are no change.
    const swapped = deliveryChanges([nord, sued], [sued, nord], formats)[0]!;
    expect(changeLines(swapped, 'en')[0]!.value).toBe(
      'Lager Nord, Hamburg — 01/03/2030: Flyer A5 3,000; Lager Süd, München: Flyer A5 2,000 → ' +
        'Lager Süd, München: Flyer A5 2,000; Lager Nord, Hamburg — 01/03/2030: Flyer A5 3,000',
    );
    const zero = { ...nord, address: ' Lager Nord\nHamburg ', counts: [...nord.counts, { formatId: 'l', count: 0 }] };
    expect(deliveryChanges([nord], [zero], formats)).toEqual([]);
  });
});
