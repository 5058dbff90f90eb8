import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, germanOnlyFlyer } from '../../test/tasks.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

describe('format texts missing in a printshop’s language', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  it('are mailed in the task’s language, marked in the printshop’s words: (po nemecky), (in German)', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const api = apiAs(app, (await signUp(app, 'einkauf')).cookie);
    await api.put('/api/suppliers', { name: 'Tlač', email: 'sk@tlac.sk', language: 'sk' });
    await api.put('/api/suppliers', { name: 'Print', email: 'en@print.co.uk', language: 'en' });
    await api.put('/api/suppliers', { name: 'Druck', email: 'de@druck.de', language: 'de' });
    const task = await read(
      api.put('/api/tasks', completeTask({ lang: 'de', formats: [germanOnlyFlyer] })),
      TaskSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });

    const mailTo = (to: string) => waitFor(async () => sink!.to(to)[0], `the invitation to ${to}`);
    const [slovak, english, german] = await Promise.all(['sk@tlac.sk', 'en@print.co.uk', 'de@druck.de'].map(mailTo));
    expect(slovak!.text).toContain('Gramáž (po nemecky): 135 g Bilderdruck');
    expect(slovak!.text).toContain('Popis (po nemecky): Glänzender Flyer, beidseitig');
    expect(slovak!.html).toContain('Popis (po nemecky)');
    expect(english!.text).toContain('Weight (in German): 135 g Bilderdruck');
    expect(english!.text).toContain('Description (in German): Glänzender Flyer, beidseitig');
    expect(english!.html).toContain('Description (in German)');
    // In its own language a text is not marked; a text no language has is left out.
    expect(german!.text).toContain('Beschreibung: Glänzender Flyer, beidseitig');
    expect(german!.text).not.toContain('(auf Deutsch)');
    for (const mail of [slovak!, english!, german!]) expect(mail.text).not.toMatch(/Personali[sz]/);
  });
});
