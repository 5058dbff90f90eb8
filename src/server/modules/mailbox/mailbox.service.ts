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
    attachments: parsed.attachments.map((a, index) => ({
      index,
      filename: a.filename ?? `attachment-${index + 1}`,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

// Shown in the browser: a PDF or an image; anything else (an HTML file could run script on this origin) is saved.
const INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

/** One file of a received mail, as its bytes, its type and how the browser should take it; 404 without it. */
export async function mailboxAttachment(deps: Pick<Deps, 'db'>, id: string, index: number) {
  const row = await findMessage(deps.db, id);
  if (!row) throw notFound('The mail');
  const file = (await simpleParser(row.raw)).attachments[index];
  if (!file) throw notFound('The attachment');
  const name = file.filename ?? `attachment-${index + 1}`;
  return { name, type: file.contentType, content: file.content, inline: INLINE.test(file.contentType) };
}
