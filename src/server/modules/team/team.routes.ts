import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import {
  EmployeeSchema,
  TeamInvitationInfoSchema,
  InviteBodySchema,
  RoleBodySchema,
  TeamSchema,
} from '../../../shared/schemas/team.ts';
import { requireUser, staffOf, toHeaders, userOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import * as team from './team.service.ts';

const tags = ['team'];
const done = { 204: NoContentSchema };

/** Employees: the members of the workspace and its pending invitations. */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/employees', { schema: { tags, response: { 200: TeamSchema, ...errorResponses(401) } } }, (req) =>
    team.getTeam(deps, staffOf(req)),
  );
  app.put(
    '/employees',
    // 429: the workspace's mail quota has no room for the invitation mail; nobody is invited.
    {
      schema: {
        tags,
        body: strictBody(InviteBodySchema),
        response: { ...done, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      await team.invite(deps, staffOf(req), toHeaders(req), req.body);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/employees/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(RoleBodySchema, { read: EmployeeSchema }),
        response: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await team.changeRole(deps, staffOf(req), toHeaders(req), req.params.id, req.body.role);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/employees/:id',
    { schema: { tags, params: IdParamsSchema, response: { ...done, ...errorResponses(401, 403, 404, 409) } } },
    async (req, reply) => {
      await team.removeMember(deps, staffOf(req), toHeaders(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/employees/invitations/:id',
    { schema: { tags, params: IdParamsSchema, response: { ...done, ...errorResponses(401, 403, 404) } } },
    async (req, reply) => {
      await team.cancelTeamInvitation(deps, staffOf(req), toHeaders(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

/**
 * Answering a team invitation: for any signed-in user, also one without a workspace yet, whom the staff routes
 * refuse until they answered (docs/product.md#accounts-and-workspaces).
 */
export const teamInvitationAnswerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps));
  const answer = { schema: { tags, params: IdParamsSchema, response: { ...done, ...errorResponses(401, 403, 404) } } };
  app.post('/invitations/:id/accept', answer, async (req, reply) => {
    await team.acceptTeamInvitation(deps, toHeaders(req), userOf(req), req.params.id);
    return reply.status(204).send(null);
  });
  app.post('/invitations/:id/decline', answer, async (req, reply) => {
    await team.declineTeamInvitation(deps, toHeaders(req), userOf(req), req.params.id);
    return reply.status(204).send(null);
  });
};

/** The invitation link's page, before sign-in. The id is a random 32-character value. */
export const teamInvitationPublicRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/invitations/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: TeamInvitationInfoSchema, ...errorResponses(404) } } },
    (req) => team.teamInvitationInfo(deps, req.params.id),
  );
};
