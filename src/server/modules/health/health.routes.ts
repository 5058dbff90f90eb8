import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema } from '../../../shared/schemas/system.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { health, publicConfig, readiness } from './health.service.ts';

const tags = ['system'];

/** `draining`: true once the instance was told to stop (SIGTERM); it still serves, but takes no new work. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps; draining: () => boolean }> = async (
  app,
  { deps, draining },
) => {
  app.get('/health', { schema: { tags, response: { 200: HealthSchema, ...errorResponses(503) } } }, () => health(deps));
  app.get('/health/ready', { schema: { tags, response: { 200: HealthSchema, ...errorResponses(503) } } }, () =>
    readiness(deps, draining()),
  );
  app.get('/config', { schema: { tags, response: { 200: PublicConfigSchema } } }, () => publicConfig(deps));
};
