import { simpleParser } from 'mailparser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { MailboxListSchema, MailboxMessageSchema } from '../../../shared/schemas/mailbox.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { errorResponses } from '../../http.ts';
import { findMessage, listMessages } from './mailbox.queries.ts';

const tags = ['mailbox'];
const LIST_LIMIT = 200;

/** The Mailbox of the embedded default: readable without a session, served on loopback only. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/', { schema: { tags, response: { 200: MailboxListSchema } } }, async () => ({
    items: await listMessages(deps.db, LIST_LIMIT),
  }));

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MailboxMessageSchema, ...errorResponses(404) } } },
    async (req) => {
      const row = await findMessage(deps.db, req.params.id);
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
    },
  );
};
