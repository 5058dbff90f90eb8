import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema } from '../../../shared/schemas/system.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http.ts';

const tags = ['system'];

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags, response: { 200: HealthSchema, ...errorResponses(503) } } }, async () => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new AppError(503, 'UNAVAILABLE', 'The database does not answer.');
    }
    return { status: 'ok' as const };
  });

  app.get('/config', { schema: { tags, response: { 200: PublicConfigSchema } } }, () => ({
    mailbox: deps.config.smtpUrl === undefined,
  }));
};
