import type { Executor } from '../../db/database.ts';

/** The mail a report names (its outcome may not be recorded yet: a report can come within the same second), by its id (the return path) or its Message-ID; undefined for none. */
export async function findReportedMail(ex: Executor, match: { mailId?: string; messageId?: string }) {
  const { mailId, messageId } = match;
  if (!mailId && !messageId) return undefined;
  return ex
    .selectFrom('mails')
    .select(['id', 'kind', 'toAddress', 'taskId', 'supplierId', 'delivery'])
    .where((eb) =>
      eb.or([...(mailId ? [eb('id', '=', mailId)] : []), ...(messageId ? [eb('messageId', '=', messageId)] : [])]),
    )
    .executeTakeFirst();
}

/** Keeps what a mail server reported after taking the mail: bounced or delayed, why, and when. */
export async function recordDelivery(
  ex: Executor,
  id: string,
  report: { delivery: 'bounced' | 'delayed'; detail: string; at: number },
): Promise<void> {
  await ex
    .updateTable('mails')
    .set({ delivery: report.delivery, deliveryDetail: report.detail, deliveryAt: report.at })
    .where('id', '=', id)
    .execute();
}
