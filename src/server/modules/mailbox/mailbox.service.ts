import { simpleParser } from 'mailparser';
import type { MailboxList, MailboxMessage } from '../../../shared/schemas/mailbox.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findMessage, listMessages } from './mailbox.queries.ts';

const LIST_LIMIT = 200;

/** The newest mails the catcher received. */
export async function mailboxList(deps: Pick<Deps, 'db'>): Promise<MailboxList> {
  return { items: await listMessages(deps.db, LIST_LIMIT) };
}

/** One mail as its reader sees it: the text and the HTML part of the raw message. */
export async function mailboxMessage(deps: Pick<Deps, 'db'>, id: string): Promise<MailboxMessage> {
  const row = await findMessage(deps.db, id);
  if (!row) throw notFound('The mail');
  const parsed = await simpleParser(row.raw);
  return {
    id: row.id,
    receivedAt: row.receivedAt,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}
