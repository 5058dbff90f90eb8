import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { recordOpen } from './invitations.service.ts';

// The smallest transparent GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The tracking image of an invitation: fetching it marks the invitation opened. Needs no login and
 * answers every id the same, so it tells nothing about which ids exist.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/track/open/:mailId',
    { schema: { hide: true, params: z.object({ mailId: z.string().max(100) }) } },
    async (req, reply) => {
      await recordOpen(deps, req.params.mailId);
      return reply.type('image/gif').header('cache-control', 'no-store, max-age=0').send(GIF);
    },
  );
};
