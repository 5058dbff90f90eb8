import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { MailboxListSchema } from '../../../shared/schemas/mailbox.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, useTestApp, waitFor } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

describe('the embedded catcher', () => {
  const t = useTestApp();

  it('refuses an address starting bounce- as an unknown mailbox: its invitation fails at once, the other is delivered', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'bouncer')).cookie);
    const emails = ['bounce-nobody@druck.de', 'alpha@druck.de'];
    for (const [i, email] of emails.entries())
      await read(api.put('/api/suppliers', { name: `Druck ${i}`, email, language: 'de' }), SupplierSchema);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);

    const rows = await waitFor(async () => {
      const { items } = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
      return items.every((r) => r.mailState !== 'queued') ? items : undefined;
    }, 'both invitations answered by the catcher');
    const bounced = rows.find((r) => r.email === emails[0]);
    expect(bounced).toMatchObject({ mailState: 'failed' });
    expect(bounced?.error).toMatch(/^550 .*user unknown/);
    expect(rows.find((r) => r.email === emails[1])?.mailState).toBe('sent');

    const mailbox = (await t.app.inject({ url: '/api/mailbox' })).json<{ items: { to: string }[] }>();
    expect(mailbox.items.map((m) => m.to)).not.toContain(emails[0]);
    expect(mailbox.items.map((m) => m.to)).toContain(emails[1]);
  });

  it('takes mail only from the app that started it: another local process cannot plant one in the Mailbox', async () => {
    const catcher = t.app.catcher!;
    const plant = (auth?: { user: string; pass: string }) =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true, auth })
        .sendMail({
          from: 'PrintTender <noreply@printtender.test>',
          to: 'victim@example.com',
          subject: 'Your password reset code',
          text: 'Your code is 123456',
        });
    await expect(plant()).rejects.toThrow(/530 .*authentication required/i);
    await expect(plant({ user: 'printtender', pass: 'guessed-password' })).rejects.toThrow(/535 /);
    await expect(plant({ user: 'printtender', pass: '' })).rejects.toThrow();
    // The secret is made at each start: another app's is no key to this one.
    const other = await buildTestApp();
    try {
      expect(other.catcher!.login.pass).not.toBe(catcher.login.pass);
      await expect(plant(other.catcher!.login)).rejects.toThrow(/535 /);
    } finally {
      await other.dispose();
    }
    const mailbox = await read(t.app.inject({ url: '/api/mailbox' }), MailboxListSchema);
    expect(mailbox.items).toEqual([]);

    // The app's own transport signs in with it.
    await expect(plant(catcher.login)).resolves.toMatchObject({ accepted: ['victim@example.com'] });
  });
});
