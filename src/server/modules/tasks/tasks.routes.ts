import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, NoContentSchema, PageQuerySchema } from '../../../shared/schemas/common.ts';
import {
  MailLogSchema,
  ReceiversBodySchema,
  SendMailBodySchema,
  SentSchema,
  TaskDefaultsSchema,
  TaskIdParamsSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TaskSupplierListSchema,
  TestMailToBodySchema,
} from '../../../shared/schemas/tasks.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import * as tasks from './tasks.service.ts';

const tags = ['tasks'];
const sent = (queued: number) => ({ queued, code: 'MAIL_SENT', message: 'Mail Sent' });
const testSent = { queued: 1, code: 'TESTMAIL_SENT', message: 'Testmail Sent' };

/** Tasks (tenders), SPEC §7, with the spec's second paths for test mail, sending and the mail log. */
export const taskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const ws = { 200: TaskSchema, ...errorResponses(400, 401, 404, 409) };

  app.get('/tasks', { schema: { tags, querystring: PageQuerySchema, response: { 200: TaskListSchema, ...errorResponses(400, 401) } } }, (req) =>
    tasks.listTasks(deps, staffOf(req), req.query),
  );
  app.get('/tasks/defaults', { schema: { tags, response: { 200: TaskDefaultsSchema, ...errorResponses(401) } } }, () => ({
    address: deps.config.defaultDeliveryAddress,
    lang: 'de' as const,
  }));
  app.put('/tasks', { schema: { tags, body: TaskInputSchema, response: { 201: TaskSchema, ...errorResponses(400, 401) } } }, async (req, reply) =>
    reply.status(201).send(await tasks.createTask(deps, staffOf(req), req.body)),
  );
  app.get('/tasks/:id', { schema: { tags, params: IdParamsSchema, response: ws } }, (req) =>
    tasks.getTask(deps, staffOf(req), req.params.id),
  );
  app.post('/tasks/:id', { schema: { tags, params: IdParamsSchema, body: TaskInputSchema, response: ws } }, (req) =>
    tasks.updateTaskFields(deps, staffOf(req), req.params.id, req.body),
  );
  app.delete('/tasks/:id', { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404) } } }, async (req, reply) => {
    await tasks.removeTask(deps, staffOf(req), req.params.id);
    return reply.status(204).send(null);
  });
  app.get(
    '/tasks/:id/suppliers',
    { schema: { tags, params: IdParamsSchema, response: { 200: TaskSupplierListSchema, ...errorResponses(401, 404) } } },
    async (req) => ({ items: await tasks.taskSuppliers(deps, staffOf(req), req.params.id) }),
  );

  const sending = { 200: SentSchema, ...errorResponses(400, 401, 404, 409) };
  app.post('/tasks/:id/suppliers/test', { schema: { tags, params: IdParamsSchema, response: sending } }, async (req) => {
    await tasks.sendTestMail(deps, staffOf(req), req.params.id);
    return testSent;
  });
  app.post('/testmail/:taskId', { schema: { tags, params: TaskIdParamsSchema, body: TestMailToBodySchema, response: sending } }, async (req) => {
    await tasks.sendTestMail(deps, staffOf(req), req.params.taskId, req.body.to);
    return testSent;
  });
  app.post(
    '/tasks/:taskId/suppliers/mail',
    { schema: { tags, params: TaskIdParamsSchema, body: SendMailBodySchema, response: sending } },
    async (req) => sent(await tasks.inviteSuppliers(deps, staffOf(req), req.params.taskId, req.body.suppliers)),
  );
  app.post('/mail/:taskId', { schema: { tags, params: TaskIdParamsSchema, body: ReceiversBodySchema, response: sending } }, async (req) =>
    sent(await tasks.inviteSuppliers(deps, staffOf(req), req.params.taskId, req.body.receivers)),
  );
  app.get('/mail/:taskId', { schema: { tags, params: TaskIdParamsSchema, response: { 200: MailLogSchema, ...errorResponses(401, 404) } } }, (req) =>
    tasks.taskMailLog(deps, staffOf(req), req.params.taskId),
  );
};
