import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { CompanySchema } from '../../../shared/schemas/companies.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema, type Supplier } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { waitFor } from '../../test/helper.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';
import { makeDue } from '../../test/reminders.ts';
import { useMailingApp } from '../../test/mailing.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';

const acme = {
  name: 'ACME Print Buying GmbH',
  address: 'Hafenstraße 1\n20457 Hamburg',
  vatNumber: 'DE811111111',
  phone: '+49 40 123',
};
const from = (name: string) => [{ name, address: 'noreply@printtender.test' }];
const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address);

describe('who is buying, in what printshops get', () => {
  const mailingApp = useMailingApp();
  let sink: SmtpSink | undefined;

  /**
   * A workspace with ACME as its company, its owner (boss) and a member (clerk), two printshops, and a task the
   * owner created (optionally for `companyId` of `company`) that the member sends.
   */
  async function setUp(forCompany = false) {
    const mailing = await mailingApp();
    const { app } = mailing;
    sink = mailing.sink;
    const owner = await signUp(app, 'boss');
    const boss = apiAs(app, owner.cookie);
    await read(boss.post('/api/workspace', acme), WorkspaceSchema);
    expect((await boss.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    await waitFor(async () => sink!.to('clerk@example.com')[0], 'the team invitation');
    const clerk = apiAs(app, (await signUpAndJoin(app, 'clerk')).cookie);
    const suppliers: Supplier[] = [];
    for (const [i, language] of (['de', 'en'] as const).entries()) {
      const body = { name: `Druck ${i}`, email: `s${i}@druck.de`, language };
      suppliers.push(await read(boss.put('/api/suppliers', body), SupplierSchema));
    }
    const company = await read(
      boss.put('/api/companies', {
        name: 'Tochter AG',
        email: 'e@tochter.de',
        address: 'Ring 2, 50667 Köln',
        vatNumber: 'DE833333333',
      }),
      CompanySchema,
    );
    const input = completeTask(forCompany ? { companyId: company.id } : {});
    const task = await read(boss.put('/api/tasks', input), TaskSchema);
    expect((await clerk.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const pub = (i: number) => {
      const url = `/api/pub/tasks/${task.id}/${suppliers[i]!.id}`;
      const headers = { [OFFER_TOKEN_HEADER]: offerToken(app!.deps.config.appSecret, task.id, suppliers[i]!.id) };
      return {
        get: () => app!.inject({ url, headers }),
        post: (body: object) => app!.inject({ method: 'POST', url, headers, payload: body }),
      };
    };
    return { app, sink, boss, clerk, suppliers, task, pub };
  }

  const mailTo = (to: string, subject: RegExp) =>
    waitFor(async () => sink!.to(to).find((m) => subject.test(m.subject ?? '')), `${String(subject)} to ${to}`);

  it('sends the invitation, the order and the not-chosen mail as "<company> via PrintTender", replies to the member who sent them', async () => {
    const { clerk, suppliers, task, pub } = await setUp();
    const invitation = await mailTo('s0@druck.de', /^Angebotsanfrage/);
    expect(invitation.from?.value).toEqual(from('ACME Print Buying GmbH via PrintTender'));
    expect(replyTo(invitation)).toEqual(['clerk@example.com']);
    expect(invitation.html).toContain('ACME Print Buying GmbH');
    expect(invitation.html).not.toContain('>PrintTender<');

    for (const i of [0, 1]) {
      const formats = task.formats.map((f) => ({ id: f.id, price: 1000 + i * 100 }));
      expect((await pub(i).post({ formats })).statusCode).toBe(200);
    }
    const accepted = await clerk.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect(accepted.statusCode).toBe(200);

    const order = await mailTo('s0@druck.de', /^Auftrag/);
    expect(order.from?.value).toEqual(from('ACME Print Buying GmbH via PrintTender'));
    expect(replyTo(order)).toEqual(['clerk@example.com']);
    const letterhead = await pdfText(order.attachments[0]!.content);
    expect(letterhead).toContain(
      'ACME Print Buying GmbH Hafenstraße 1 20457 Hamburg USt-IdNr.: DE811111111 Telefon: +49 40 123 clerk',
    );
    expect(letterhead).not.toMatch(/\bboss\b/);

    const notChosen = await mailTo('s1@druck.de', /^Your offer for/);
    expect(notChosen.from?.value).toEqual(from('ACME Print Buying GmbH via PrintTender'));
    expect(replyTo(notChosen)).toEqual(['clerk@example.com']);
    expect(notChosen.html).toContain('ACME Print Buying GmbH');
  });

  it('sends a planned reminder with the Reply-To of the task’s owner, not of the member who sent the task', async () => {
    const { app, task } = await setUp();
    await makeDue(app, task.id, 'reminder');
    const reminder = await mailTo('s1@druck.de', /^Reminder/);
    expect(reminder.from?.value).toEqual(from('ACME Print Buying GmbH via PrintTender'));
    expect(replyTo(reminder)).toEqual(['boss@example.com']);
    expect(reminder.html).toContain('ACME Print Buying GmbH');
  });

  it('names the task’s own company instead of the workspace’s: mails, the printshop’s page and the order PDF', async () => {
    const { boss, suppliers, task, pub } = await setUp(true);
    const invitation = await mailTo('s1@druck.de', /^Request for quotation/);
    expect(invitation.from?.value).toEqual(from('Tochter AG via PrintTender'));
    expect(invitation.html).toContain('Tochter AG');
    expect(invitation.html).not.toContain('ACME');

    const page = await read(pub(0).get(), PubOfferSchema);
    expect(page.task.buyer).toEqual({
      name: 'Tochter AG',
      address: 'Ring 2, 50667 Köln',
      vatNumber: 'DE833333333',
      phone: '',
    });

    const formats = task.formats.map((f) => ({ id: f.id, price: 900 }));
    expect((await pub(0).post({ formats })).statusCode).toBe(200);
    expect((await boss.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const pdf = await boss.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tochter AG Ring 2, 50667 Köln USt-IdNr.: DE833333333');
    expect(text).not.toContain('ACME');
  });

  it('shows the workspace’s company on the printshop’s page, and keeps the plain sender for staff account mails', async () => {
    const { pub } = await setUp();
    const page = await read(pub(1).get(), PubOfferSchema);
    expect(page.task.buyer).toEqual(acme);
    const activation = await mailTo('boss@example.com', /activation/i);
    expect(activation.from?.value).toEqual(from('PrintTender'));
    expect(activation.replyTo).toBeUndefined();
  });
});
