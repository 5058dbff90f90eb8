import type { App } from '../app.ts';
import { composeDsn } from '../modules/bounces/index.ts';
import { waitFor } from './helper.ts';

export const MAIL_EVENTS_TOKEN = 'mail-events-token-for-tests';

/** The invitation of the task to `to`, once the outbox sent it. */
export const sentInvitation = (app: App, taskId: string, to: string) =>
  waitFor(
    () =>
      app.deps.db
        .selectFrom('mails')
        .select(['id', 'messageId'])
        .where('taskId', '=', taskId)
        .where('kind', '=', 'invitation')
        .where('toAddress', '=', to)
        .where('state', '=', 'sent')
        .executeTakeFirst(),
    `the invitation to ${to} sent`,
  );

/** A delivery status notification for the mail `messageId` to `to`, as its recipient's server sends it back. */
export const dsnFor = (messageId: string, to: string, status = '5.1.1', returnPath = 'noreply@printtender.test') =>
  composeDsn({
    returnPath,
    recipient: to,
    status,
    diagnostic: `${status.startsWith('5') ? 550 : 450} ${status} <${to}>: ${status.startsWith('5') ? 'user unknown' : 'mailbox busy'}`,
    headers: `From: PrintTender <noreply@printtender.test>\r\nTo: ${to}\r\nMessage-ID: ${messageId}\r\nSubject: Request`,
  });

/** POST /api/mail/events with the token (or `token`), a DSN as message/rfc822 or a JSON body. */
export const postEvent = (app: App, body: Buffer | object, token: string | null = MAIL_EVENTS_TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/api/mail/events',
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      'content-type': Buffer.isBuffer(body) ? 'message/rfc822' : 'application/json',
    },
    payload: body,
  });
