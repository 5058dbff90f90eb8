import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import {
  SupplierInputSchema,
  SupplierListSchema,
  SupplierSchema,
  SupplierUpdateSchema,
} from '../../../shared/schemas/suppliers.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { removeContact, supplierKind as kind } from '../contacts/index.ts';
import { importRoutes } from '../imports/index.ts';
import { importSuppliers } from './suppliers-import.service.ts';
import { SUPPLIER_COLUMNS } from './suppliers-import.ts';
import { changeSupplier, createSupplier, supplierList } from './suppliers.service.ts';

const tags = ['suppliers'];

/** Printshops (suppliers), docs/product.md (Staff API): PUT creates, POST updates. */
export const supplierRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/suppliers',
    { schema: { tags, response: { 200: SupplierListSchema, ...errorResponses(401) } } },
    async (req) => ({
      items: await supplierList(deps, staffOf(req).workspace.id),
    }),
  );
  app.put(
    '/suppliers',
    {
      schema: {
        tags,
        body: strictBody(SupplierInputSchema, { read: SupplierSchema }),
        response: { 201: SupplierSchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => reply.status(201).send(await createSupplier(deps, staffOf(req).workspace.id, req.body)),
  );
  app.post(
    '/suppliers/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(SupplierUpdateSchema, { read: SupplierSchema }),
        response: { 200: SupplierSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => changeSupplier(deps, staffOf(req), req.params.id, req.body),
  );
  app.delete(
    '/suppliers/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404) } } },
    async (req, reply) => {
      await removeContact(deps, kind, staffOf(req).workspace.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
  await app.register(
    importRoutes({
      path: '/suppliers',
      tags,
      fileName: { en: 'printshops', de: 'lieferanten' },
      columns: SUPPLIER_COLUMNS,
      run: (staff, table, options) => importSuppliers(deps, staff, table, options),
    }),
  );
};
