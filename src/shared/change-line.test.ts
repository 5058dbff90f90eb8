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
    formatId: 'l',
    title: 'Letter',
    change: 'added',
    old: null,
    new: { count: 2500, counts: [], runOn: false },
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
      { name: 'weight', language: 'en', old: '135 g', new: '170 g' },
      { name: 'weight', language: 'de', old: '135 g', new: '170 g' },
      { name: 'weight', language: 'sk', old: '135 g', new: '170 g' },
      { name: 'description', language: 'de', old: 'Glänzend\nbeidseitig', new: '' },
    ],
  },
  // Only the Slovak text changed: the others read it, naming its language.
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
  it('read old → new in English, dates and counts in English notation', () => {
    expect(lines('en')).toEqual([
      'Offer deadline: 05/01/2027 → 12/01/2027',
      'Delivery date: – → 01/02/2027',
      'Delivery address: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Note: – → Proof by PDF',
      'Flyer A5: quantities changed: 5,000 → 6,000 (also 1,000 / 12,500), run-on',
      'Letter: added: 2,500',
      'Poster: removed',
      'Brochure: specification changed',
      'Flyer A5: Colours: 4/0 → 4/4',
      'Flyer A5: Weight: 135 g → 170 g',
      'Letter: Personalisation (SK): meno → meno a adresa',
    ]);
  });

  it('read them in German, in German notation', () => {
    expect(lines('de')).toEqual([
      'Angebotsfrist: 05.01.2027 → 12.01.2027',
      'Liefertermin: – → 01.02.2027',
      'Lieferadresse: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Hinweis: – → Proof by PDF',
      'Flyer A5: Auflagen geändert: 5.000 → 6.000 (außerdem 1.000 / 12.500), Fortdruck',
      'Letter: neu: 2.500',
      'Poster: entfällt',
      'Brochure: Spezifikation geändert',
      'Flyer A5: Farbigkeit: 4/0 → 4/4',
      'Flyer A5: Grammatur: 135 g → 170 g',
      'Flyer A5: Beschreibung: Glänzend, beidseitig → –',
      'Letter: Personalisierung (SK): meno → meno a adresa',
    ]);
  });

  it('read them in Slovak, in Slovak notation', () => {
    // Slovak groups thousands with a no-break space, and keeps a date together with them.
    expect(lines('sk').map((l) => l.replace(/\u00a0/g, ' '))).toEqual([
      'Termín na predloženie ponuky: 5. 1. 2027 → 12. 1. 2027',
      'Termín dodania: – → 1. 2. 2027',
      'Adresa dodania: Hauptstr. 1, 10115 Berlin → Hauptstr. 2, 10115 Berlin',
      'Poznámka: – → Proof by PDF',
      'Flyer A5: zmenené náklady: 5 000 → 6 000 (aj 1 000 / 12 500), dotlač',
      'Letter: pridaný: 2 500',
      'Poster: vypustený',
      'Brochure: zmenená špecifikácia',
      'Flyer A5: Farebnosť: 4/0 → 4/4',
      'Flyer A5: Gramáž: 135 g → 170 g',
      'Letter: Personalizácia: meno → meno a adresa',
    ]);
  });

  it('read the same rule in the staff app’s words, every language’s texts named; an empty value is a dash, a document its name', () => {
    const staff: ChangeWords = {
      format: { added: 'new', removed: 'gone', quantities: 'counts', spec: 'spec' },
      title: 'Name',
      documents: 'Files',
      document: { added: 'new', removed: 'gone' },
      also: 'plus',
      runOn: 'more',
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
      { label: 'Flyer A5', value: 'counts: 5,000 → 6,000 (plus 1,000 / 12,500), more' },
      { label: 'Letter', value: 'new: 2,500' },
      { label: 'Poster', value: 'gone' },
      { label: 'Brochure', value: 'spec' },
      { label: 'Flyer A5', value: 'Colours: 4/0 → 4/4' },
      { label: 'Flyer A5', value: 'Weight (EN): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Weight (DE): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Weight (SK): 135 g → 170 g' },
      { label: 'Flyer A5', value: 'Description (DE): Glänzend, beidseitig → –' },
      { label: 'Letter', value: 'Personalisation (SK): meno → meno a adresa' },
      { label: 'Files', value: 'Artwork.pdf: gone' },
      { label: 'Delivery address', value: '– → –' },
      { label: 'Flyer A6', value: 'Name: Flyer A5 → Flyer A6' },
    ]);
  });
});
