import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, PageQuerySchema } from '../../../shared/schemas/common.ts';
import {
  MailLogSchema,
  ReceiversBodySchema,
  SendMailBodySchema,
  SentSchema,
  TaskIdParamsSchema,
  SupplierTaskListSchema,
  TestMailToBodySchema,
  WorkspaceMailLogSchema,
} from '../../../shared/schemas/invitations.ts';
import { notice } from '../../../shared/notices.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import * as invitations from './invitations.service.ts';
import { inviteSuppliers } from './send.service.ts';

const tags = ['invitations'];
const sent = (queued: number) => ({ queued, ...notice('MAIL_SENT') });
const testSent = { queued: 1, ...notice('TESTMAIL_SENT') };

/** A task's printshops, test mail, sending and the mail log (docs/product.md, Staff API, with the spec's second paths). */
export const invitationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/suppliers',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: SupplierTaskListSchema, ...errorResponses(401, 404) } },
    },
    (req) => invitations.supplierTasksOf(deps, staffOf(req), req.params.id),
  );

  // 400 NOT_A_MEMBER (a test mail to another than a member), 429 MAIL_QUOTA (docs/product.md, Mail quotas).
  const sending = { 200: SentSchema, ...errorResponses(400, 401, 404, 409, 429) };
  app.post(
    '/tasks/:id/suppliers/test',
    { schema: { tags, params: IdParamsSchema, response: sending } },
    async (req) => {
      await invitations.sendTestMail(deps, staffOf(req), req.params.id);
      return testSent;
    },
  );
  app.post(
    '/testmail/:taskId',
    { schema: { tags, params: TaskIdParamsSchema, body: strictBody(TestMailToBodySchema), response: sending } },
    async (req) => {
      await invitations.sendTestMail(deps, staffOf(req), req.params.taskId, req.body.to);
      return testSent;
    },
  );
  app.post(
    '/tasks/:taskId/suppliers/mail',
    { schema: { tags, params: TaskIdParamsSchema, body: strictBody(SendMailBodySchema), response: sending } },
    async (req) => sent(await inviteSuppliers(deps, staffOf(req), req.params.taskId, req.body.suppliers)),
  );
  app.post(
    '/mail/:taskId',
    { schema: { tags, params: TaskIdParamsSchema, body: strictBody(ReceiversBodySchema), response: sending } },
    async (req) => sent(await inviteSuppliers(deps, staffOf(req), req.params.taskId, req.body.receivers)),
  );
  const log = { tags, params: TaskIdParamsSchema, response: { 200: MailLogSchema, ...errorResponses(401, 404) } };
  app.get('/mail/:taskId', { schema: log }, (req) => invitations.taskMailLog(deps, staffOf(req), req.params.taskId));
  // The spec's configured paths of the mail logs: the workspace's, paged, and one task's (as /mail/{taskId}).
  app.get(
    '/taskMailLog',
    {
      schema: {
        tags,
        querystring: PageQuerySchema,
        response: { 200: WorkspaceMailLogSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => invitations.workspaceMailLog(deps, staffOf(req), req.query),
  );
  app.get('/taskMailLog/:taskId', { schema: log }, (req) =>
    invitations.taskMailLog(deps, staffOf(req), req.params.taskId),
  );
};
