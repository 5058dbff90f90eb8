import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TaskEventKindSchema, type TaskEvent } from '../../../../shared/schemas/events.ts';
import { formattersFor } from '../../../lib/use-format.ts';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import {
  actorOf,
  eventLine,
  fieldKey,
  filterEvents,
  laterOffers,
  sideOf,
  valueLines,
  type Text,
} from './event-line.ts';

const event = (over: Partial<TaskEvent>): TaskEvent => ({
  at: 1_800_000_000_000,
  kind: 'created',
  staff: 'Anna Berger',
  supplierId: null,
  supplier: null,
  changes: [],
  fields: [],
  values: [],
  awards: [],
  subject: null,
  count: null,
  amount: null,
  invited: [],
  ...over,
});

// The real texts through i18next, as the app reads them (plural forms included).
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { events: en }, de: { events: de } },
  lng: 'en',
  ns: ['events'],
  defaultNS: 'events',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const say = (language: 'en' | 'de', e: Partial<TaskEvent>, later = false) => {
  const f = formattersFor(language);
  // The app's i18next types know its own namespace only; feature-texts.ts casts the same way.
  const t = i18n.getFixedT(language, 'events' as 'translation') as unknown as (key: string, values?: object) => string;
  const read = (text: Text | null) => (text ? t(text.key, text.values) : null);
  const line = eventLine(
    event(e),
    {
      money: f.money,
      field: (name) => {
        const key = fieldKey(name);
        return key ? t(key) : name;
      },
    },
    { later },
  );
  return [read(line.text), read(line.detail)];
};

describe('eventLine', () => {
  it('words every kind without a missing text in English and German', () => {
    for (const kind of TaskEventKindSchema.options) {
      for (const language of ['en', 'de'] as const) {
        const [text] = say(language, { kind, count: 2, amount: 12_345, subject: 'x.pdf' });
        expect(text, `${kind} in ${language}`).not.toMatch(/^kinds\.|{{/);
      }
    }
  });

  it('names the fields an update changed, a field it does not know as named', () => {
    expect(say('en', { kind: 'updated', fields: ['name', 'awardDate', 'colour'] })).toEqual([
      'Changed: Name, Planned award, colour',
      null,
    ]);
    expect(say('de', { kind: 'updated', fields: ['lettershop', 'lang'] })[0]).toBe('Geändert: Lettershop, Sprache');
    expect(say('en', { kind: 'updated' })[0]).toBe('Changed the task');
    expect(say('en', { kind: 'reminder-settings', fields: ['remindDays'] })[0]).toBe(
      'Changed the reminders: Reminder before the offer deadline',
    );
  });

  it('counts the printshops a mailing went to, with the plural', () => {
    expect(say('en', { kind: 'sent', count: 1 })[0]).toBe('Sent the invitation to 1 printshop');
    expect(say('en', { kind: 'sent', count: 3 })[0]).toBe('Sent the invitation to 3 printshops');
    expect(say('de', { kind: 'sent', count: 3 })[0]).toBe('Einladung an 3 Lieferanten gesendet');
    expect(say('en', { kind: 'sent' })[0]).toBe('Sent the invitations');
    expect(say('en', { kind: 'reminded', count: 2 })[0]).toBe('Sent a reminder to 2 printshops');
    expect(say('de', { kind: 'sent', supplier: 'Druck AG', supplierId: 's1', count: 1 })[0]).toBe(
      'Einladung an Druck AG gesendet',
    );
  });

  it('names whom a send to several printshops invited below its sentence, the names past ten counted', () => {
    const two = { kind: 'sent' as const, count: 2, invited: ['Druck AG', 'Print Ltd'] };
    expect(say('en', two)).toEqual(['Sent the invitation to 2 printshops', 'Invited: Druck AG, Print Ltd']);
    expect(say('de', two)).toEqual(['Einladung an 2 Lieferanten gesendet', 'Eingeladen: Druck AG, Print Ltd']);
    const twelve = Array.from({ length: 12 }, (_, i) => `Druck ${String(i + 1).padStart(2, '0')}`);
    expect(say('en', { kind: 'sent', count: 12, invited: twelve })[1]).toBe(
      `Invited: ${twelve.slice(0, 10).join(', ')} and 2 more`,
    );
    expect(say('de', { kind: 'sent', count: 12, invited: twelve })[1]).toMatch(
      /^Eingeladen: Druck 01, .* und 2 weitere$/,
    );
    // One is named in the sentence; a send recorded before the names were kept says how many only.
    expect(
      say('en', { kind: 'sent', supplier: 'Druck AG', supplierId: 's1', count: 1, invited: ['Druck AG'] }),
    ).toEqual(['Sent the invitation to Druck AG', null]);
    expect(say('en', { kind: 'sent', count: 3 })[1]).toBeNull();
  });

  it('names the printshop a staff event is about rather than counting it', () => {
    expect(say('en', { kind: 'reminded', supplier: 'Druck AG', supplierId: 's1', count: 1 })[0]).toBe(
      'Sent a reminder to Druck AG',
    );
    expect(say('de', { kind: 'answered', supplier: 'Druck AG', subject: 'Matt or glossy?' })).toEqual([
      'Frage von Druck AG beantwortet',
      'Frage: Matt or glossy?',
    ]);
  });

  it('names who asked for an award that a cancellation withdrew', () => {
    expect(say('en', { kind: 'award-withdrawn', subject: 'clerk' })).toEqual([
      'Withdrew the award clerk asked for, with the cancellation',
      null,
    ]);
    expect(say('de', { kind: 'award-withdrawn', subject: 'clerk' })).toEqual([
      'Zuschlag zurückgezogen, erbeten von clerk, mit der Aufhebung',
      null,
    ]);
  });

  it('quotes the reason of an award that went to neither the lowest price nor the best score', () => {
    const reason = 'Faster delivery for the fair';
    expect(say('en', { kind: 'awarded', supplier: 'Druck AG', amount: 123_450, subject: reason })).toEqual([
      'Awarded the order to Druck AG',
      'Total: €1,234.50 · Reason: “Faster delivery for the fair”',
    ]);
    expect(say('de', { kind: 'awarded', supplier: 'Druck AG', amount: 123_450, subject: reason })[1]).toBe(
      'Summe: 1.234,50\u00a0€ · Begründung: „Faster delivery for the fair“',
    );
    expect(say('de', { kind: 'awarded', supplier: 'Druck AG', subject: reason })[1]).toBe(
      'Begründung: „Faster delivery for the fair“',
    );
  });

  it('gives amounts in the reader’s money format', () => {
    expect(say('en', { kind: 'awarded', supplier: 'Druck AG', amount: 123_450 })).toEqual([
      'Awarded the order to Druck AG',
      'Total: €1,234.50',
    ]);
    expect(say('de', { kind: 'awarded', count: 2, amount: 123_450 })).toEqual([
      'Zuschlag an 2 Lieferanten erteilt',
      'Summe: 1.234,50\u00a0€',
    ]);
    expect(say('en', { kind: 'offered', staff: null, supplier: 'Druck AG', amount: 99_00 })[0]).toBe(
      'Made an offer: €99.00',
    );
    expect(say('en', { kind: 'offered' })[0]).toBe('Made an offer');
    expect(say('de', { kind: 'offered', amount: 99_00 }, true)[0]).toBe('Angebot aktualisiert: 99,00\u00a0€');
  });

  it('puts a message, question or reason below the sentence, and a file name into it', () => {
    expect(say('en', { kind: 'cancelled', subject: 'Budget cut' })).toEqual([
      'Cancelled the task',
      'Message: Budget cut',
    ]);
    expect(say('en', { kind: 'amended' })).toEqual(['Sent an amendment to the printshops', null]);
    expect(say('en', { kind: 'declined', subject: 'Machine booked' })[1]).toBe('Reason: Machine booked');
    expect(say('en', { kind: 'asked', subject: 'Which paper?' })).toEqual([
      'Asked a question',
      'Question: Which paper?',
    ]);
    expect(say('de', { kind: 'file-added', subject: 'Druckdaten.pdf' })[0]).toBe(
      'Unterlage Druckdaten.pdf hinzugefügt',
    );
    expect(say('en', { kind: 'downloaded', subject: 'Druckdaten.pdf' })[0]).toBe('Downloaded Druckdaten.pdf');
    expect(say('en', { kind: 'downloaded' })[0]).toBe('Downloaded a document');
  });
});

describe('who and which side', () => {
  it('tells staff events from printshop events, and who no longer has a name', () => {
    expect(actorOf(event({ kind: 'created', staff: '' }))).toEqual({ side: 'staff', name: null });
    expect(sideOf('reminded')).toBe('staff');
    expect(sideOf('opened')).toBe('supplier');
    expect(actorOf(event({ kind: 'awarded', supplier: 'Druck AG' }))).toEqual({ side: 'staff', name: 'Anna Berger' });
    expect(actorOf(event({ kind: 'clicked', staff: null, supplier: 'Druck AG' }))).toEqual({
      side: 'supplier',
      name: 'Druck AG',
    });
  });

  it('filters by side, keeping the order', () => {
    const events = [event({ kind: 'offered' }), event({ kind: 'sent' }), event({ kind: 'opened' })];
    expect(filterEvents(events, 'all')).toHaveLength(3);
    expect(filterEvents(events, 'supplier').map((e) => e.kind)).toEqual(['offered', 'opened']);
    expect(filterEvents(events, 'staff').map((e) => e.kind)).toEqual(['sent']);
  });
});

describe('laterOffers', () => {
  it('marks the offers that replace an earlier one of the same printshop', () => {
    const first = event({ kind: 'offered', supplierId: 'a' });
    const again = event({ kind: 'offered', supplierId: 'a' });
    const other = event({ kind: 'offered', supplierId: 'b' });
    const sent = event({ kind: 'sent' });
    expect(laterOffers([again, other, first, sent])).toEqual(new Set([again]));
  });
});

describe('valueLines', () => {
  const lines = (language: 'en' | 'de', e: Partial<TaskEvent>) => {
    const f = formattersFor(language);
    const t = i18n.getFixedT(language, 'events' as 'translation') as unknown as (
      key: string,
      values?: object,
    ) => string;
    const field = (name: string) => {
      const key = fieldKey(name);
      return key ? t(key) : name;
    };
    return valueLines(event(e), { money: f.money, field, date: f.date, count: f.count }, (text) =>
      t(text.key, text.values),
    );
  };

  it('gives each changed field old → new in the reader’s words and formats', () => {
    const values = [
      { field: 'name', old: 'Mailing', new: 'Mailing Q1' },
      { field: 'awardDate', old: null, new: '2027-01-15' },
      { field: 'sealed', old: 'false', new: 'true' },
      { field: 'remindDays', old: '2', new: null },
    ];
    expect(lines('en', { kind: 'updated', values })).toEqual([
      'Name: Mailing → Mailing Q1',
      'Planned award: – → 15/01/2027',
      'Sealed bids: no → yes',
      'Reminder before the offer deadline: 2 days → off',
    ]);
    expect(lines('de', { kind: 'updated', values })[2]).toBe('Verdeckte Angebote: nein → ja');
  });

  it('says a recorded delivery with its day and quality, old → new, and its note', () => {
    const values = [
      { field: 'deliveredOn', old: '2027-01-14', new: '2027-01-15' },
      { field: 'quality', old: null, new: '4' },
    ];
    const delivered = { kind: 'delivered' as const, supplier: 'Druck AG', values, subject: 'Boxes dented' };
    expect(say('en', delivered)).toEqual(['Recorded the delivery of Druck AG', 'Note: Boxes dented']);
    expect(say('de', { ...delivered, supplier: null })).toEqual(['Lieferung erfasst', 'Notiz: Boxes dented']);
    expect(lines('en', delivered)).toEqual(['Delivered on: 14/01/2027 → 15/01/2027', 'Quality: – → 4']);
    expect(lines('de', delivered)[0]).toBe('Geliefert am: 14.01.2027 → 15.01.2027');
  });

  it('lists what an award ordered per format', () => {
    const awards = [
      { format: 'Flyer A5', supplier: 'Druck Alpha', count: 5000, alternative: null },
      { format: 'Brief', supplier: 'Druck Beta', count: 2000, alternative: '90 g' },
    ];
    expect(lines('de', { kind: 'awarded', awards })).toEqual([
      'Flyer A5 → Druck Alpha, 5.000',
      'Brief → Druck Beta, 2.000 (Alternative: 90 g)',
    ]);
  });
});
