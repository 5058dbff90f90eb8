import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  OrderJobListSchema,
  ProofChangesInputSchema,
  ProofParamsSchema,
  ProofSchema,
} from '../../../shared/schemas/orders.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendFile } from '../files/index.ts';
import { decide, openProof, taskOrders } from './orders.service.ts';

const tags = ['orders'];

/** The buyer's side of the job after the award (docs/product.md#the-job-after-the-award). */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/orders',
    {
      schema: {
        tags,
        description:
          'Each winning printshop’s job: its state read from confirmation, proofs, shipments, receipt and invoices.',
        params: IdParamsSchema,
        response: { 200: OrderJobListSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => taskOrders(deps, staffOf(req), req.params.id),
  );
  const decision = { 200: ProofSchema, ...errorResponses(400, 401, 404, 409) };
  app.post(
    '/tasks/:id/proofs/:proofId/approve',
    {
      schema: {
        tags,
        description: 'Approves the last version of a format’s proof. 409 PROOF_SUPERSEDED, PROOF_DECIDED.',
        params: ProofParamsSchema,
        response: decision,
      },
    },
    (req) => decide(deps, staffOf(req), req.params.id, req.params.proofId, { status: 'approved' }),
  );
  app.post(
    '/tasks/:id/proofs/:proofId/changes',
    {
      schema: {
        tags,
        description: 'Asks the printshop for changes to a proof (mailed in its language). 409 as approve.',
        params: ProofParamsSchema,
        body: strictBody(ProofChangesInputSchema),
        response: decision,
      },
    },
    (req) => decide(deps, staffOf(req), req.params.id, req.params.proofId, { status: 'changes', ...req.body }),
  );
  app.get(
    '/tasks/:id/proofs/:proofId/file',
    { schema: { tags, params: ProofParamsSchema, response: errorResponses(401, 404) } },
    async (req, reply) => sendFile(reply, await openProof(deps, staffOf(req), req.params.id, req.params.proofId)),
  );
};
