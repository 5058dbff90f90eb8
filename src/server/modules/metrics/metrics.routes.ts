import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { noRoute } from '../../errors.ts';
import { mayReadMetrics, metricsContentType, scrape } from './metrics.service.ts';

/**
 * `GET /metrics` in Prometheus's text format (docs/decisions/020), outside /api: no session, no OpenAPI entry.
 * Anyone else is answered as if there were no such route.
 */
export const metricsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayReadMetrics(deps, req)) return reply.status(404).send(noRoute(req.method, req.url));
    return reply
      .header('content-type', metricsContentType)
      .header('cache-control', 'no-store')
      .send(await scrape(deps));
  });
};
