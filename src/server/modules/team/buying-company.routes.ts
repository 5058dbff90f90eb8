import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { WorkspaceSchema, WorkspaceUpdateSchema } from '../../../shared/schemas/workspace.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { getWorkspace, setWorkspace } from './buying-company.service.ts';

const tags = ['workspace'];

/** The signed-in member's workspace, the company it buys for, and its approval limit. */
export const buyingCompanyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/workspace', { schema: { tags, response: { 200: WorkspaceSchema, ...errorResponses(401) } } }, (req) =>
    getWorkspace(deps, staffOf(req)),
  );
  app.post(
    '/workspace',
    {
      schema: {
        tags,
        body: strictBody(WorkspaceUpdateSchema, { read: WorkspaceSchema }),
        response: { 200: WorkspaceSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (req) => setWorkspace(deps, staffOf(req), req.body),
  );
};
