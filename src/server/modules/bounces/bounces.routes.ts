import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MailEventResultSchema } from '../../../shared/schemas/mail-events.ts';
import type { Deps } from '../../deps.ts';
import { AppError, noRoute } from '../../errors.ts';
import { errorResponses } from '../../http.ts';
import { applyReport, type BounceDeps } from './bounces.service.ts';
import { readDsn } from './dsn.ts';
import { readPostmark } from './postmark.ts';

/** A whole DSN is small; the returned message may carry the original's attachments, which we need not read. */
export const MAX_DSN_BYTES = 1024 * 1024;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** A whole RFC 3464 report as received: parsed and applied in-process (the embedded catcher's `dsn-` addresses). */
export const receiveDsn = async (deps: BounceDeps, raw: Buffer) => applyReport(deps, await readDsn(raw));

/**
 * POST /api/mail/events (docs/product.md#mail-that-did-not-arrive): a mail provider's delivery reports, with
 * `Authorization: Bearer $MAIL_EVENTS_TOKEN` (compared in constant time); without the variable it answers 404 as
 * an address no route serves (not the staff routes' 401).
 */
export const mailEventRoutes: FastifyPluginAsyncZod<{ deps: Deps; token: string | undefined }> = async (
  app,
  { deps, token },
) => {
  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: MAX_DSN_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (req, reply) => {
    if (token === undefined) return reply.status(404).send(noRoute(req.method, req.url));
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), digest(token))) {
      throw new AppError(401, 'UNAUTHORIZED', 'A valid bearer token is required.');
    }
  });
  app.post(
    '/mail/events',
    {
      schema: {
        tags: ['mail'],
        // Its body is the provider's own (a DSN or Postmark's JSON), read by the handler.
        consumes: ['message/rfc822', 'application/json'],
        response: { 200: MailEventResultSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (req) => (Buffer.isBuffer(req.body) ? receiveDsn(deps, req.body) : applyReport(deps, readPostmark(req.body))),
  );
};
