import { describe, expect, it } from 'vitest';
import { changeLine, type ChangeWords } from './change-line.ts';
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
  { field: 'format', formatId: 'b', title: 'Brochure', change: 'spec', old: null, new: null },
];

const lines = (language: Language) =>
  changes.map((c) => {
    const { label, value } = changeLine(c, language);
    return `${label}: ${value}`;
  });

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
    ]);
  });

  it('read the same rule in the staff app’s words; an empty value is a dash, a document its name', () => {
    const staff: ChangeWords = {
      format: { added: 'new', removed: 'gone', quantities: 'counts', spec: 'spec' },
      documents: 'Files',
      document: { added: 'new', removed: 'gone' },
      also: 'plus',
      runOn: 'more',
    };
    const lines = [
      ...changes,
      { field: 'document', fileId: 'd', name: 'Artwork.pdf', change: 'removed' },
      { field: 'address', old: ' ', new: null },
    ] satisfies Change[];
    expect(lines.map((c) => changeLine(c, 'en', staff)).slice(4)).toEqual([
      { label: 'Flyer A5', value: 'counts: 5,000 → 6,000 (plus 1,000 / 12,500), more' },
      { label: 'Letter', value: 'new: 2,500' },
      { label: 'Poster', value: 'gone' },
      { label: 'Brochure', value: 'spec' },
      { label: 'Files', value: 'Artwork.pdf: gone' },
      { label: 'Delivery address', value: '– → –' },
    ]);
  });
});
