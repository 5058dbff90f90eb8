import type { MailEventResult } from '../../../shared/schemas/mail-events.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { markBounced } from '../suppliers/index.ts';
import { findReportedMail, recordDelivery } from '../mail/index.ts';
import { notifyMailOutcomes } from '../notifications/index.ts';

/** What a delivery report says of one mail: failed for good (bounced), delayed, or anything else (delivered). */
export type DeliveryReport = {
  delivery: 'bounced' | 'delayed' | 'delivered';
  /** The server's answer, as "550 5.1.1 <x@y>: user unknown". */
  reason: string;
  match: { mailId?: string | undefined; messageId?: string | undefined };
};

export type BounceDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'live'>;

const unreadable = () =>
  badRequest('MAIL_EVENT_UNREADABLE', 'The body is no delivery status notification or Postmark bounce we can read.');

/**
 * Applies a delivery report to the mail it names (docs/product.md#mail-that-did-not-arrive), in one transaction:
 * a bounce marks the mail, the printshop's address (while it is the one the mail went to: no reminders go to it)
 * and, for an invitation or an order, tells the task's people as a refusal by the relay does; a delay marks the mail only,
 * never over a bounce. No report (the body was none we read): 400 MAIL_EVENT_UNREADABLE; a report naming no mail we
 * sent: 400 MAIL_EVENT_UNMATCHED; nothing changed.
 */
export async function applyReport(deps: BounceDeps, report: DeliveryReport | undefined): Promise<MailEventResult> {
  if (!report) throw unreadable();
  const now = Date.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const mail = await findReportedMail(trx, report.match);
    if (!mail) throw badRequest('MAIL_EVENT_UNMATCHED', 'The report names no mail we sent.');
    const { delivery } = report;
    if (delivery === 'delivered' || mail.delivery === 'bounced') return { mail, delivery: null };
    await recordDelivery(trx, mail.id, { delivery, detail: report.reason, at: now });
    if (delivery === 'bounced') {
      if (mail.supplierId) await markBounced(trx, mail.supplierId, mail.toAddress, now);
      if (mail.kind === 'invitation' || mail.kind === 'order')
        await notifyMailOutcomes(deps, trx, [{ ...mail, outcome: 'failed' }]);
    }
    return { mail, delivery };
  });
  if (result.delivery && result.mail.taskId) deps.live.publish(result.mail.taskId, 'mail');
  deps.outbox.poke();
  return { mailId: result.mail.id, delivery: result.delivery };
}
