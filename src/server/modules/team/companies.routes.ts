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
import { changeContact, companyKind as kind, contactList, createContact, removeContact } from '../contacts/index.ts';

const tags = ['companies'];

/** Companies of the team area, with the spec's paths: update by POST with the id in the body. */
export const companyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/companies',
    { schema: { tags, response: { 200: CompanyListSchema, ...errorResponses(401) } } },
    async (req) => ({
      items: await contactList(deps, kind, staffOf(req).workspace.id),
    }),
  );
  app.put(
    '/companies',
    {
      schema: {
        tags,
        body: strictBody(CompanyInputSchema, { read: CompanySchema }),
        response: { 201: CompanySchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => reply.status(201).send(await createContact(deps, kind, staffOf(req).workspace.id, req.body)),
  );
  app.post(
    '/companies',
    {
      schema: {
        tags,
        body: strictBody(CompanyUpdateSchema, { read: CompanySchema }),
        response: { 200: CompanySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => {
      const { id, ...input } = req.body;
      return changeContact(deps, kind, staffOf(req), id, input);
    },
  );
  app.delete(
    '/companies/object/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404) } } },
    async (req, reply) => {
      await removeContact(deps, kind, staffOf(req).workspace.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
