import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useInstances } from '../../test/instances.ts';
import { read } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { talkAs } from '../../test/talk.ts';
import { useTestApp } from '../../test/helper.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { completeTask } from '../../test/tasks.ts';
import { runNotificationJobs } from './index.ts';
import { caughtText } from '../../test/notifications.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notification-kinds.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import { digestMail, instantMail } from './notification.mail.tsx';

/** The notification mails, as the embedded catcher received them over SMTP, parsed with mailparser. */
describe('notification mails on the real SMTP catcher', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it('mails a question at once in the owner’s language, German and English, with the link to the questions', async () => {
    // scaledTask's buyer speaks German.
    const { task, suppliers } = await scaledTask(t.app, [['Druckerei Alpha', 'de']]);
    await talkAs(t.app, task.id, suppliers[0]!.id).ask('Dürfen wir auf 115 g ausweichen?');
    const german = await caughtText(t.app, 'buyer@example.com', 'Druckerei Alpha hat eine Frage gestellt.');
    expect(german.subject).toBe('Frage von Druckerei Alpha – Mailing Q1');
    expect(german.text).toContain('Zur Anfrage „Mailing Q1“:');
    expect(german.text).toContain(`Zur Anfrage: http://localhost:3000/ua/task/${task.id}/questions`);
    expect(german.html).toContain(`href="http://localhost:3000/ua/task/${task.id}/questions"`);

    const api = apiAs(t.app, (await signUp(t.app, 'english')).cookie);
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const shop = await read(api.put('/api/suppliers', { name: 'Gamma Print', email: 'g@druck.de' }), SupplierSchema);
    const other = await read(api.put('/api/tasks', completeTask({ name: 'Flyer run' })), TaskSchema);
    await api.post(`/api/tasks/${other.id}/suppliers/mail`, { suppliers: [] });
    await talkAs(t.app, other.id, shop.id).ask('Which paper?');
    const english = await caughtText(t.app, 'english@example.com', 'Gamma Print asked a question.');
    expect(english.subject).toBe('Question from Gamma Print – Flyer run');
    expect(english.text).toContain('About the task “Flyer run”:');
    expect(english.text).toContain(`Open the task: http://localhost:3000/ua/task/${other.id}/questions`);
  });
});

describe('notification subjects', () => {
  const event = (kind: NotificationKind) => ({
    kind,
    supplierName: kind === 'deadline' || kind.startsWith('approval') || kind === 'reminders' ? null : 'Druckhaus Süd',
    count: 2,
    message: 'clerk',
    taskName: 'Frühjahrskampagne',
    link: 'http://localhost:3000/ua/task/t',
  });

  it('name the event, then the task, in the reader’s language', () => {
    const subjects = (language: StaffLanguage) =>
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, instantMail(language, event(kind)).subject]));
    expect(subjects('en')).toEqual({
      question: 'Question from Druckhaus Süd – Frühjahrskampagne',
      decline: 'Druckhaus Süd declines to offer – Frühjahrskampagne',
      offer: 'New offer from Druckhaus Süd – Frühjahrskampagne',
      reconfirmed: 'Offer confirmed by Druckhaus Süd – Frühjahrskampagne',
      deadline: 'Offer deadline passed – Frühjahrskampagne',
      undelivered: 'Invitation to Druckhaus Süd not delivered – Frühjahrskampagne',
      'order-undelivered': 'Order to Druckhaus Süd not delivered – Frühjahrskampagne',
      reminders: 'Reminders sent – Frühjahrskampagne',
      approval: 'Award to approve – Frühjahrskampagne',
      'approval-rejected': 'Award not approved – Frühjahrskampagne',
      'approval-withdrawn': 'Approval request withdrawn – Frühjahrskampagne',
      invoice: 'Invoice from Druckhaus Süd – Frühjahrskampagne',
      'order-confirmed': 'Order confirmed by Druckhaus Süd – Frühjahrskampagne',
      'proof-uploaded': 'Proof to approve from Druckhaus Süd – Frühjahrskampagne',
      shipped: 'Order shipped by Druckhaus Süd – Frühjahrskampagne',
      'proof-approved': 'Proof of Druckhaus Süd approved – Frühjahrskampagne',
      'proof-changes': 'Changes asked of Druckhaus Süd’s proof – Frühjahrskampagne',
    });
    expect(subjects('de')).toEqual({
      question: 'Frage von Druckhaus Süd – Frühjahrskampagne',
      decline: 'Absage von Druckhaus Süd – Frühjahrskampagne',
      offer: 'Neues Angebot von Druckhaus Süd – Frühjahrskampagne',
      reconfirmed: 'Angebot bestätigt von Druckhaus Süd – Frühjahrskampagne',
      deadline: 'Angebotsfrist abgelaufen – Frühjahrskampagne',
      undelivered: 'Einladung an Druckhaus Süd nicht zugestellt – Frühjahrskampagne',
      'order-undelivered': 'Auftrag an Druckhaus Süd nicht zugestellt – Frühjahrskampagne',
      reminders: 'Erinnerungen verschickt – Frühjahrskampagne',
      approval: 'Zuschlag zur Freigabe – Frühjahrskampagne',
      'approval-rejected': 'Zuschlag nicht freigegeben – Frühjahrskampagne',
      'approval-withdrawn': 'Freigabeanfrage zurückgezogen – Frühjahrskampagne',
      invoice: 'Rechnung von Druckhaus Süd – Frühjahrskampagne',
      'order-confirmed': 'Auftrag bestätigt von Druckhaus Süd – Frühjahrskampagne',
      'proof-uploaded': 'Proof zur Freigabe von Druckhaus Süd – Frühjahrskampagne',
      shipped: 'Auftrag versandt von Druckhaus Süd – Frühjahrskampagne',
      'proof-approved': 'Proof von Druckhaus Süd freigegeben – Frühjahrskampagne',
      'proof-changes': 'Änderungen am Proof von Druckhaus Süd erbeten – Frühjahrskampagne',
    });
  });

  it('leave out a printshop deleted since, and count a digest’s events and tasks', () => {
    expect(instantMail('de', { ...event('offer'), supplierName: null }).subject).toBe(
      'Neues Angebot – Frühjahrskampagne',
    );
    const one = digestMail('de', '04.03.2030', [event('offer')]);
    expect(one.subject).toBe('Ihre tägliche Zusammenfassung vom 04.03.2030: 1 Ereignis zu 1 Anfrage');
    const more = digestMail('en', '2030-03-04', [
      event('offer'),
      event('deadline'),
      { ...event('offer'), taskName: 'B' },
    ]);
    expect(more.subject).toBe('Your daily summary of 2030-03-04: 3 events on 2 tasks');
  });
});

describe('the daily digest across two instances', () => {
  const instances = useInstances();
  // 08:30 and 07:30 in Berlin (the test workspace's time zone) on one day.
  const morning = Date.parse('2030-03-04T08:30:00+01:00');
  const early = Date.parse('2030-03-04T07:30:00+01:00');

  async function threeTasks(app: App) {
    const api = apiAs(app, (await signUp(app, 'digester')).cookie);
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    expect((await api.put('/api/account/notifications', { mode: 'digest' })).statusCode).toBe(200);
    const shop = await read(api.put('/api/suppliers', { name: 'Delta Druck', email: 'd@druck.de' }), SupplierSchema);
    const ids: string[] = [];
    for (const name of ['Alpha flyer', 'Beta brochure', 'Gamma letter']) {
      const task = await read(api.put('/api/tasks', completeTask({ name })), TaskSchema);
      await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
      expect((await talkAs(app, task.id, shop.id).decline('Fully booked')).statusCode).toBe(200);
      ids.push(task.id);
    }
    return ids;
  }

  // Two instances of one process on SQLite would wait for each other's write lock inside one event loop: there
  // (one machine, one writer) they take turns; on PostgreSQL they run at once.
  const both = async (jobs: (() => Promise<void>)[]) => {
    if (process.env.TEST_DB === 'postgres') await Promise.all(jobs.map((j) => j()));
    else for (const job of jobs) await job();
  };

  const digests = (app: App) =>
    app.deps.db.selectFrom('mails').select(['toAddress', 'text']).where('kind', '=', 'notification-digest').execute();

  it('sends one digest per user and day listing every task, whichever instance runs first', async () => {
    const [a, b] = (await instances.start(2)) as [App, App];
    const ids = await threeTasks(a);
    // Not before 08:00; then both instances at once, and again: one mail.
    await both([() => runNotificationJobs(a.deps, early), () => runNotificationJobs(b.deps, early)]);
    expect(await digests(a)).toEqual([]);
    await both([() => runNotificationJobs(a.deps, morning), () => runNotificationJobs(b.deps, morning)]);
    await runNotificationJobs(b.deps, morning + 3_600_000);
    expect(await digests(a)).toHaveLength(1);
    // No instant mail for a no-bid in digest mode.
    expect(await a.deps.db.selectFrom('mails').select('id').where('kind', '=', 'notification').execute()).toEqual([]);

    const mail = await caughtText(a, 'digester@example.com', 'What happened on your tasks since the last summary:');
    expect(mail.subject).toBe('Your daily summary of 2030-03-04: 3 events on 3 tasks');
    for (const [i, name] of ['Alpha flyer', 'Beta brochure', 'Gamma letter'].entries()) {
      expect(mail.text).toContain(
        `${name}\n- Delta Druck declined to offer. http://localhost:3000/ua/task/${ids[i]}/suppliers`,
      );
    }
  });
});
