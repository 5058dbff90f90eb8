import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { MailboxListSchema, MailboxMessageSchema } from '../../../shared/schemas/mailbox.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { mailboxList, mailboxMessage } from './mailbox.service.ts';

const tags = ['mailbox'];

/** The Mailbox of the embedded default: readable without a session, served on loopback only. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/', { schema: { tags, response: { 200: MailboxListSchema } } }, () => mailboxList(deps));
  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MailboxMessageSchema, ...errorResponses(404) } } },
    (req) => mailboxMessage(deps, req.params.id),
  );
};
