import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema } from '../../../shared/schemas/system.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { health, publicConfig } from './health.service.ts';

const tags = ['system'];

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags, response: { 200: HealthSchema, ...errorResponses(503) } } }, () => health(deps));
  app.get('/config', { schema: { tags, response: { 200: PublicConfigSchema } } }, () => publicConfig(deps));
};
