import { pdfFile, pngFile } from './documents.ts';
import { DemoTask, type Demo } from './task.ts';
import { TASKS } from './tasks.data.ts';

const briefing = (name: string, title: string, lines: string[]) =>
  pdfFile(name, title, [...lines, '', 'Nordwind Versand GmbH - Einkauf Print & Mailing']);

/** Awarded whole to one printshop after two revisions of its offer; an English question, answered for all. */
async function spring(demo: Demo) {
  const t = new DemoTask(demo, TASKS.spring);
  await t.create([0, '09:25']);
  await t.upload(
    [0, '09:40'],
    [
      briefing('Briefing_Fruehjahrsmailing.pdf', 'Frühjahrsmailing Bestandskunden', [
        'Versand: KW 14 über Lettershop Nord, Hamburg.',
        'Anschreiben: Laserpersonalisierung aus CSV (UTF-8), Satzbeschreibung folgt.',
        'Kuvert: Teaser "Ihr Frühjahrsvorteil" auf der Vorderseite.',
      ]),
      pngFile('Kuvert_Teaser_Entwurf.png', 229, 114, [
        [14, 90, 160],
        [255, 255, 255],
        [230, 120, 30],
      ]),
    ],
  );
  await t.testMail([0, '11:05']);
  await t.send([1, '08:30'], ['lindner', 'brandt', 'mailingwerk', 'hofmann', 'kovac']);
  await t.open([1, '08:52'], 'lindner');
  await t.open([1, '09:37'], 'brandt');
  await t.open([1, '11:14'], 'mailingwerk');
  await t.open([1, '15:02'], 'hofmann');
  await t.open([2, '07:48'], 'kovac');
  await t.offer([3, '10:12'], 'brandt');
  await t.offer([4, '16:40'], 'lindner');
  await t.ask(
    [4, '17:05'],
    'kovac',
    'Could you send the record layout of the personalisation data in advance? We would like to test it on our laser line.',
  );
  await t.answer(
    [5, '09:20'],
    'kovac',
    'Yes: the record layout is attached to the briefing; the data comes as CSV (UTF-8), one record per letter.',
    true,
  );
  await t.offer([5, '14:30'], 'mailingwerk');
  await t.offer([6, '11:00'], 'kovac');
  await t.offer([7, '09:45'], 'hofmann');
  await t.offer([8, '13:15'], 'lindner', { level: 0.96 });
  await t.offer([9, '10:05'], 'brandt', { level: 0.97 });
  await t.accept([11, '10:30'], 'lindner');
  return t;
}

/** Further quantities priced; accepted whole from a Slovak printshop. */
async function magazine(demo: Demo) {
  const t = new DemoTask(demo, TASKS.magazine);
  await t.create([0, '10:15']);
  await t.send([1, '09:00'], ['lindner', 'brandt', 'northbridge', 'printcentrum']);
  await t.open([1, '09:31'], 'lindner');
  await t.open([1, '10:02'], 'northbridge');
  await t.open([1, '14:45'], 'brandt');
  await t.open([2, '08:12'], 'printcentrum');
  await t.offer([4, '11:30'], 'lindner');
  await t.offer([5, '15:20'], 'northbridge');
  await t.offer([6, '09:05'], 'printcentrum');
  await t.offer([7, '17:45'], 'brandt');
  await t.offer([9, '10:40'], 'northbridge', { level: 0.97 });
  await t.accept([12, '09:50'], 'printcentrum');
  return t;
}

/** The split award: each format to another printshop, one at a run-on quantity, one as an alternative. */
async function autumn(demo: Demo) {
  const t = new DemoTask(demo, TASKS.autumn);
  await t.create([0, '08:50']);
  await t.upload(
    [0, '09:10'],
    [
      briefing('Selfmailer_Standbogen.pdf', 'Selfmailer DIN lang - Standbogen', [
        'Seite 1: Adressfeld und Gutscheincode (Inkjet, schwarz).',
        'Seite 5/6: Antwortkarte, senkrecht perforiert.',
      ]),
      pngFile('Postkarte_Motiv.png', 148, 105, [
        [200, 60, 40],
        [250, 200, 60],
        [40, 40, 40],
      ]),
    ],
  );
  await t.send([1, '10:00'], ['lindner', 'mailingwerk', 'northbridge', 'harbour', 'kovac', 'printcentrum']);
  await t.open([1, '10:21'], 'mailingwerk');
  await t.open([1, '10:58'], 'lindner');
  await t.open([1, '12:30'], 'harbour');
  await t.open([1, '16:10'], 'northbridge');
  await t.open([2, '08:02'], 'kovac');
  await t.ask(
    [2, '11:20'],
    'harbour',
    'Is the inkjet personalisation on the self-mailer black only, or do you expect a second colour for the voucher code?',
  );
  await t.answer(
    [2, '16:05'],
    'harbour',
    'Black only. The voucher code is printed in black on the address panel; the data comes as CSV (UTF-8).',
    true,
    demo.colleague,
  );
  const recycled = { format: 'reply-card', description: 'Antwortkarte auf 240 g/m² Recyclingkarton', level: 0.9 };
  await t.offer([3, '09:30'], 'mailingwerk', { alternative: recycled });
  await t.open([3, '13:25'], 'printcentrum');
  await t.offer([4, '14:10'], 'lindner');
  await t.offer([5, '08:55'], 'kovac');
  await t.offer([5, '11:40'], 'northbridge');
  await t.offer([6, '10:15'], 'harbour');
  await t.offer([7, '16:30'], 'printcentrum');
  await t.offer([8, '09:10'], 'lindner', { level: 0.95 });
  await t.offer([9, '15:50'], 'kovac', { level: 0.96 });
  await t.award(
    [13, '11:00'],
    [
      { format: 'selfmailer', shop: 'mailingwerk' },
      { format: 'postcard-a6', shop: 'kovac', count: 35_000 },
      { format: 'reply-card', shop: 'mailingwerk', alternative: true },
      { format: 'flyer-a5', shop: 'lindner' },
    ],
  );
  return t;
}

/** Amended (smaller quantity, offers to confirm), then cancelled with a word to every printshop. */
async function catalogue(demo: Demo) {
  const t = new DemoTask(demo, TASKS.catalogue);
  await t.create([0, '14:20']);
  await t.upload(
    [0, '14:35'],
    [
      briefing('Katalog_HW_Seitenplan.pdf', 'Katalog Herbst/Winter - Seitenplan', [
        '48 Seiten, Umschlag 4 Seiten.',
        'Druckdaten als PDF/X-4 ab KW 36.',
      ]),
    ],
  );
  await t.send([1, '09:15'], ['lindner', 'brandt', 'hofmann', 'northbridge']);
  await t.open([1, '09:40'], 'brandt');
  await t.open([1, '10:05'], 'lindner');
  await t.open([1, '13:50'], 'northbridge');
  await t.open([2, '09:30'], 'hofmann');
  await t.offer([3, '15:00'], 'lindner');
  await t.offer([4, '10:45'], 'brandt');
  await t.offer([5, '12:20'], 'northbridge');
  const smaller = { 'catalogue-a4': 14_000, 'envelope-c4': 14_000 };
  await t.amend(
    [6, '10:00'],
    'Die Auflage sinkt auf 14.000 Exemplare. Bitte bestätigen Sie Ihr Angebot oder passen Sie es an.',
    smaller,
  );
  await t.offer([7, '09:25'], 'lindner', { level: 0.99 });
  await t.offer([7, '14:40'], 'hofmann');
  await t.cancel(
    [9, '16:30'],
    'Der Katalog entfällt in dieser Saison. Vielen Dank für Ihre Angebote, wir melden uns im Frühjahr wieder.',
  );
  return t;
}

/** A rush job: a no-bid, and the fastest printshop gets the order. */
async function dresden(demo: Demo) {
  const t = new DemoTask(demo, TASKS.dresden);
  await t.create([0, '08:10']);
  await t.upload(
    [0, '08:20'],
    [
      pngFile('Flyer_Dresden_Entwurf.png', 148, 210, [
        [20, 110, 70],
        [245, 245, 240],
        [20, 110, 70],
      ]),
    ],
  );
  await t.send([0, '08:45'], ['lindner', 'brandt', 'hofmann', 'printcentrum']);
  await t.open([0, '09:03'], 'hofmann');
  await t.open([0, '09:40'], 'lindner');
  await t.open([0, '11:15'], 'brandt');
  await t.open([0, '13:20'], 'printcentrum');
  await t.offer([1, '10:00'], 'hofmann');
  await t.decline(
    [1, '11:30'],
    'brandt',
    'Terminlich nicht machbar: unsere Maschinen sind in dieser Woche voll belegt.',
  );
  await t.offer([1, '14:30'], 'lindner');
  await t.offer([2, '09:00'], 'printcentrum');
  await t.accept([3, '09:15'], 'hofmann');
  return t;
}

/** The tenders that ended: months ago, done or cancelled. */
export async function playEnded(demo: Demo): Promise<DemoTask[]> {
  return [await spring(demo), await magazine(demo), await autumn(demo), await catalogue(demo), await dresden(demo)];
}
