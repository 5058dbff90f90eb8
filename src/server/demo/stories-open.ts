import { pdfFile, pngFile } from './documents.ts';
import { DemoTask, type Demo } from './task.ts';
import { TASKS } from './tasks.data.ts';

/**
 * Sent, offers still coming: documents, reminders, questions (published, private, one open), a no-bid, a
 * printshop invited later, an amendment that asks for confirmation, revisions and an alternative.
 */
async function yearEnd(demo: Demo) {
  const t = new DemoTask(demo, { ...TASKS.yearEnd, award: 21 });
  await t.create([0, '09:05']);
  await t.upload(
    [0, '09:20'],
    [
      pdfFile('Briefing_Jahresendmailing.pdf', 'Jahresendmailing Premiumkunden', [
        'Zielgruppe: 40.000 Premiumkunden, Versand in KW 49.',
        'Anschreiben mit Antwortabschnitt, Kuvert C6/5, Flyer und Jahresbroschüre.',
        'Proof: PDF für alle Formate, Andruck der Broschüre auf Auflagenpapier.',
      ]),
      pngFile('Mockup_Kuvert.png', 229, 114, [
        [10, 40, 90],
        [210, 170, 60],
        [10, 40, 90],
      ]),
    ],
  );
  await t.reminderSettings([0, '09:30'], 3, 4);
  await t.testMail([0, '10:10']);
  await t.send([1, '08:40'], ['lindner', 'brandt', 'mailingwerk', 'hofmann', 'harbour', 'kovac', 'printcentrum']);
  await t.open([1, '09:02'], 'lindner');
  await t.open([1, '09:48'], 'mailingwerk');
  await t.open([1, '10:15'], 'kovac');
  await t.open([1, '13:30'], 'brandt');
  await t.open([2, '08:05'], 'hofmann');
  await t.ask([2, '10:30'], 'kovac', 'Can the brochure be delivered to the lettershop a week before the letters?');
  await t.open([2, '11:40'], 'printcentrum');
  await t.answer(
    [2, '15:45'],
    'kovac',
    'Yes: the brochure may arrive at Lettershop Nord up to five working days before the other formats.',
    true,
    demo.colleague,
  );
  await t.open([3, '08:20'], 'harbour');
  await t.offer([3, '11:20'], 'lindner');
  const thinnerCover = { format: 'brochure-a4', description: 'Umschlag 200 g/m² statt 250 g/m²', level: 0.93 };
  await t.offer([3, '16:05'], 'mailingwerk', { alternative: thinnerCover });
  await t.offer([4, '09:10'], 'kovac');
  await t.decline(
    [4, '12:00'],
    'hofmann',
    'Im Dezember ist unsere Personalisierung ausgelastet. Gerne beim nächsten Mal.',
  );
  await t.send([4, '14:00'], ['northbridge']);
  await t.open([4, '15:10'], 'northbridge');
  const recycled = 'We could print the letter on FSC recycled paper for a small surcharge. Would that be of interest?';
  await t.ask([5, '09:30'], 'harbour', recycled);
  await t.answer([5, '11:00'], 'harbour', 'Thank you, yes: please quote it as an alternative with your offer.', false);
  await t.offer([5, '17:20'], 'lindner', { level: 0.97 });
  await t.offer([6, '10:00'], 'printcentrum');
  await t.upload(
    [6, '14:00'],
    [pdfFile('Druckdaten_Anschreiben_v2.pdf', 'Anschreiben - Druckdaten v2', ['Geänderter Antwortabschnitt.'])],
    'Neue Druckdaten für das Anschreiben (geänderter Antwortabschnitt). Ihre Preise bleiben gültig.',
  );
  await t.amend(
    [7, '09:30'],
    'Die Auflage des Anschreibens steigt auf 45.000 Stück; die Angebotsfrist verlängern wir um drei Tage. Bitte bestätigen Sie Ihr Angebot.',
    { 'letter-a4': 45_000 },
    18,
  );
  await t.offer([7, '13:45'], 'lindner', { level: 0.96 });
  await t.offer([8, '08:30'], 'kovac', { level: 0.98 });
  const fsc = { format: 'letter-a4', description: 'Letter on 90 gsm FSC recycled paper', level: 1.03 };
  await t.offer([8, '15:00'], 'harbour', { alternative: fsc });
  await t.remind([9, '09:00']);
  await t.offer([9, '10:20'], 'printcentrum', { level: 0.99 });
  await t.ask(
    [10, '16:40'],
    'brandt',
    'Dürfen wir die Kuverts in zwei Teilmengen anliefern (30.000 und 10.000 Stück)?',
  );
  await t.offer([11, '10:30'], 'northbridge');
  return t;
}

/** Sealed bids: who offered shows, no price before the deadline has passed; one invitation unread, one not clicked. */
async function relaunch(demo: Demo) {
  const t = new DemoTask(demo, TASKS.relaunch);
  await t.create([0, '11:00'], demo.colleague);
  await t.upload(
    [0, '11:20'],
    [
      pdfFile('Imagebroschuere_Entwurf.pdf', 'Imagebroschüre - Gestaltungsentwurf', [
        '16 Seiten, Umschlag mit Dispersionslack.',
      ]),
    ],
    undefined,
    demo.colleague,
  );
  const invited = ['lindner', 'brandt', 'hofmann', 'northbridge', 'harbour', 'kovac', 'printcentrum'];
  await t.send([1, '09:00'], invited, demo.colleague);
  await t.open([1, '09:25'], 'brandt');
  await t.open([1, '10:40'], 'northbridge');
  await t.open([1, '11:05'], 'lindner');
  await t.open([2, '08:15'], 'hofmann');
  await t.open([2, '09:10'], 'harbour', false);
  await t.ask([2, '10:00'], 'northbridge', 'Is a hard proof required, or is a PDF proof sufficient?');
  await t.answer(
    [2, '14:00'],
    'northbridge',
    'A hard proof of the cover (ISO Coated v2), PDF proofs for the inside pages.',
    true,
    demo.colleague,
  );
  await t.offer([3, '10:30'], 'brandt');
  await t.open([3, '16:50'], 'printcentrum');
  await t.offer([4, '09:15'], 'printcentrum');
  await t.offer([5, '11:45'], 'lindner');
  await t.offer([5, '15:30'], 'hofmann');
  return t;
}

/** Test mail sent (still editable); one format written here first and stored from the task. */
async function xmas(demo: Demo) {
  const t = new DemoTask(demo, TASKS.xmas);
  await t.create([0, '15:00']);
  await t.store([0, '15:10'], 'xmas-card');
  await t.upload(
    [1, '10:00'],
    [
      pngFile('Weihnachtskarte_Motiv.png', 210, 99, [
        [120, 20, 30],
        [200, 160, 60],
        [120, 20, 30],
      ]),
    ],
  );
  await t.testMail([1, '10:30']);
  return t;
}

/** Ready to send, after a colleague wrote it and the buyer raised the quantity. */
async function insert(demo: Demo) {
  const t = new DemoTask(demo, TASKS.insert);
  await t.create([0, '09:30'], demo.colleague);
  await t.update([1, '11:15'], { 'flyer-a5': 100_000 });
  return t;
}

/** Pending: the offer deadline is not decided yet. */
async function welcome(demo: Demo) {
  const t = new DemoTask(demo, TASKS.welcome);
  await t.create([0, '16:20']);
  return t;
}

/** The tenders still open, from sent to pending. */
export async function playOpen(demo: Demo): Promise<DemoTask[]> {
  return [await yearEnd(demo), await relaunch(demo), await xmas(demo), await insert(demo), await welcome(demo)];
}
