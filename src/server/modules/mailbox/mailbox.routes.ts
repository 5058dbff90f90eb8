import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  MailboxAttachmentParamsSchema,
  MailboxListSchema,
  MailboxMessageSchema,
} from '../../../shared/schemas/mailbox.ts';
import { contentDisposition } from '../files/index.ts';
import type { Deps } from '../../deps.ts';
import { noRoute } from '../../errors.ts';
import { cameThroughProxy, errorResponses } from '../../http.ts';
import { mailboxAttachment, mailboxList, mailboxMessage } from './mailbox.service.ts';

const tags = ['mailbox'];

/** The Mailbox page (the web app's catch-all route, whose path is decoded; React Router ignores case) or its API. */
const MAILBOX_PAGE = /^mailbox(?:\/|$)/i;
const isMailbox = (req: FastifyRequest) => {
  const route = req.routeOptions.url;
  if (route === '/*') return MAILBOX_PAGE.test((req.params as { '*'?: string })['*'] ?? '');
  return route?.startsWith('/api/mailbox') === true;
};

/**
 * The Mailbox is for the person at this machine: through a proxy it answers as if it did not exist, as
 * `/metrics` does, so that publishing the port through a proxy does not publish every mail.
 */
export const hideMailboxFromProxies: onRequestHookHandler = (req, reply, done) => {
  if (cameThroughProxy(req) && isMailbox(req)) return reply.status(404).send(noRoute(req.method, req.url));
  done();
};

function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof mailboxAttachment>>) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

/** The Mailbox of the embedded default: readable without a session, served on loopback only. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/', { schema: { tags, response: { 200: MailboxListSchema } } }, () => mailboxList(deps));
  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MailboxMessageSchema, ...errorResponses(404) } } },
    (req) => mailboxMessage(deps, req.params.id),
  );
  app.get(
    '/:id/attachments/:index',
    { schema: { tags, params: MailboxAttachmentParamsSchema, response: errorResponses(404) } },
    async (req, reply) => sendFile(reply, await mailboxAttachment(deps, req.params.id, req.params.index)),
  );
};
