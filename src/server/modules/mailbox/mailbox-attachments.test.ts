import { describe, expect, it } from 'vitest';
import { MailboxListSchema, MailboxMessageSchema } from '../../../shared/schemas/mailbox.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { offeredTask, pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';

describe('the Mailbox’s attachments', () => {
  const t = useTestApp();

  it('lists the order PDF a mail carries and opens it in the browser; 404 for an attachment not there', async () => {
    const { api, task, suppliers } = await offeredTask(t.app);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`)).statusCode).toBe(200);
    const entry = await waitFor(async () => {
      const { items } = await read(t.app.inject({ url: '/api/mailbox' }), MailboxListSchema);
      return items.find((m) => /^Objednávka PO-\d{4}-0001: /.test(m.subject));
    }, 'the order in the Mailbox');
    const mail = await read(t.app.inject({ url: `/api/mailbox/${entry.id}` }), MailboxMessageSchema);
    const number = /PO-\d{4}-0001/.exec(mail.subject)![0];
    expect(mail.attachments).toEqual([
      { index: 0, filename: `${number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);

    const file = await t.app.inject({ url: `/api/mailbox/${entry.id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${number}\\.pdf"`));
    expect(file.rawPayload.length).toBe(mail.attachments[0]!.size);
    expect(await pdfText(file.rawPayload)).toContain(`Číslo objednávky ${number}`);

    expect((await t.app.inject({ url: `/api/mailbox/${entry.id}/attachments/1` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/mailbox/nope/attachments/0' })).statusCode).toBe(404);
  });
});
