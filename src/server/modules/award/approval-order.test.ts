import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { caughtMail } from '../../test/accounts.ts';
import { team } from '../../test/approval.ts';
import { useTestApp } from '../../test/helper.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';

describe('the order of an approved award', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it('names the member who awarded and the approver in the mail and its PDF, in the printshop’s language', async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    // Druck 0 (German) gets the flyer at 1,000 €, Druck 1 (English) the letter at 100 €: 1,100 € waits.
    const awards = task.formats.map((f, i) => ({ formatId: f.id, supplierId: suppliers[i]!.id }));
    expect((await read(clerk.post(`/api/tasks/${task.id}/award`, { awards }), NoticeSchema)).code).toBe(
      'APPROVAL_REQUESTED',
    );
    expect((await read(chief.post(`/api/tasks/${task.id}/award/approve`), NoticeSchema)).code).toBe('ORDER_SENT');

    // Parsed from the SMTP catcher, once the PDF is made and the mail sent.
    const order = async (to: string, subject: RegExp) => {
      const mail = await simpleParser((await caughtMail(t.app, to, subject)).raw);
      expect(mail.attachments).toHaveLength(1);
      return { text: mail.text!, pdf: await pdfText(mail.attachments[0]!.content) };
    };
    const german = await order('s0@druck.de', /^Auftrag PO-/);
    expect(german.text).toContain('Vergeben von: clerk\nFreigegeben von: chief');
    expect(german.pdf).toContain('Vergeben von clerk Freigegeben von chief');
    // The approver sends it: the letterhead names them.
    expect(german.pdf).toContain('chief E-Mail: chief@example.com');
    const english = await order('s1@druck.de', /^Order PO-/);
    expect(english.text).toContain('Awarded by: clerk\nApproved by: chief');
    expect(english.pdf).toContain('Awarded by clerk Approved by chief');

    // A later download is the same document.
    const download = await owner.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`);
    expect(await pdfText(download.rawPayload)).toBe(german.pdf);
  });
});
