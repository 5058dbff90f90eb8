import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import {
  CompanyInputSchema,
  CompanyListSchema,
  CompanySchema,
  CompanyUpdateSchema,
} from '../../../shared/schemas/companies.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { changeCompany, createCompany, listCompanies, removeCompany } from './companies.service.ts';

const tags = ['companies'];

/**
 * Companies of the team area, with the spec's paths: update by POST with the id in the body. Everyone reads
 * them; owners and admins create, change and delete them (companies.service.ts).
 */
export const companyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/companies',
    { schema: { tags, response: { 200: CompanyListSchema, ...errorResponses(401) } } },
    async (req) => ({ items: await listCompanies(deps, staffOf(req)) }),
  );
  app.put(
    '/companies',
    {
      schema: {
        tags,
        body: strictBody(CompanyInputSchema, { read: CompanySchema }),
        response: { 201: CompanySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.status(201).send(await createCompany(deps, staffOf(req), req.body)),
  );
  app.post(
    '/companies',
    {
      schema: {
        tags,
        body: strictBody(CompanyUpdateSchema, { read: CompanySchema }),
        response: { 200: CompanySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) => changeCompany(deps, staffOf(req), req.body),
  );
  app.delete(
    '/companies/object/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 403, 404) } },
    },
    async (req, reply) => {
      await removeCompany(deps, staffOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
