import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { streamTask, streamWorkspace, taskWorkspaces } from './live.service.ts';
import { OpenStreams, type StreamRules } from './open-streams.ts';

const description = [
  "The task's live updates as server-sent events (text/event-stream): `id: <n>`, `event: <kind>`,",
  '`data: {"taskId","kind"}`; kind is task, mail, offer, question or decline, and then the page reads what it',
  'shows again. The first event is `ready`, or `resync` when the request carries `Last-Event-ID` (a reconnect:',
  'read everything again). A comment line every 15 s keeps proxies from closing the connection. The stream',
  'ends within 30 s of its session (logout, password change) or of its user leaving the workspace. A user holds',
  'at most 20 streams (both kinds, all instances): more are answered 429 TOO_MANY_STREAMS.',
].join(' ');

const workspaceDescription = [
  "The live updates of every task of the workspace, as the task's stream sends them (each event's data names",
  'its task): the dashboard and the task list read what they show again. `ready` and `resync` carry no task.',
  'It ends with its session and counts toward the 20 streams of a user as the task stream does.',
].join(' ');

/** A task page's event stream, and the workspace's (docs/decisions/022); `rules` only for tests. */
export const liveRoutes: FastifyPluginAsyncZod<{ deps: Deps; rules?: Partial<StreamRules> }> = async (
  app,
  { deps, rules },
) => {
  const streams = new OpenStreams(deps.db, app.log, rules);
  // An open stream would keep close() waiting for ever: streams end first, and their pages reconnect
  // (through a balancer, to another instance) and resync.
  app.addHook('preClose', () => streams.close());
  app.get(
    '/tasks/:id/live',
    // Fastify answers HEAD with the GET handler: a stream that never ends, held for nothing.
    {
      exposeHeadRoute: false,
      schema: { tags: ['tasks'], description, params: IdParamsSchema, response: errorResponses(401, 404, 429) },
    },
    async (req, reply) => {
      const resumed = req.headers['last-event-id'] !== undefined;
      await streamTask(deps, streams, staffOf(req), req.params.id, reply, resumed);
    },
  );
  const workspaceOf = taskWorkspaces(deps.db);
  app.get(
    '/live',
    {
      exposeHeadRoute: false,
      schema: { tags: ['tasks'], description: workspaceDescription, response: errorResponses(401, 429) },
    },
    async (req, reply) => {
      const resumed = req.headers['last-event-id'] !== undefined;
      await streamWorkspace(deps, streams, workspaceOf, staffOf(req), reply, resumed);
    },
  );
};
