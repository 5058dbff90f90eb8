import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { streamTask, streamWorkspace, taskWorkspaces } from './live.service.ts';

const description = [
  "The task's live updates as server-sent events (text/event-stream): `id: <n>`, `event: <kind>`,",
  '`data: {"taskId","kind"}`; kind is task, mail, offer, question or decline, and then the page reads what it',
  'shows again. The first event is `ready`, or `resync` when the request carries `Last-Event-ID` (a reconnect:',
  'read everything again). A comment line every 15 s keeps proxies from closing the connection.',
].join(' ');

const workspaceDescription = [
  "The live updates of every task of the workspace, as the task's stream sends them (each event's data names",
  'its task): the dashboard and the task list read what they show again. `ready` and `resync` carry no task.',
].join(' ');

/** A task page's event stream, and the workspace's (docs/decisions/022). */
export const liveRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const open = new Set<ServerResponse>();
  // An open stream would keep close() waiting for ever: streams end first, and their pages reconnect
  // (through a balancer, to another instance) and resync.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
  const track = (res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  };
  app.get(
    '/tasks/:id/live',
    { schema: { tags: ['tasks'], description, params: IdParamsSchema, response: errorResponses(401, 404) } },
    async (req, reply) => {
      const resumed = req.headers['last-event-id'] !== undefined;
      track(await streamTask(deps, staffOf(req), req.params.id, reply, resumed));
    },
  );
  const workspaceOf = taskWorkspaces(deps.db);
  app.get(
    '/live',
    { schema: { tags: ['tasks'], description: workspaceDescription, response: errorResponses(401) } },
    async (req, reply) => {
      const resumed = req.headers['last-event-id'] !== undefined;
      track(streamWorkspace(deps, workspaceOf, staffOf(req), reply, resumed));
    },
  );
};
