import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { EcbRatesBodySchema, EcbRatesSchema } from '../../../shared/schemas/rates.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { readEcbRates } from './rates.service.ts';

const tags = ['tasks'];

/** The ECB's reference rates for a task's currencies (docs/product.md#currencies). */
export const rateRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/rates/ecb',
    {
      schema: {
        tags,
        body: strictBody(EcbRatesBodySchema),
        response: { 200: EcbRatesSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (req) => readEcbRates(deps, staffOf(req), req.body.xml),
  );
};
