import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { streamTask } from './live.service.ts';

const description = [
  "The task's live updates as server-sent events (text/event-stream): `id: <n>`, `event: <kind>`,",
  '`data: {"taskId","kind"}`; kind is task, mail, offer, question or decline, and then the page reads what it',
  'shows again. The first event is `ready`, or `resync` when the request carries `Last-Event-ID` (a reconnect:',
  'read everything again). A comment line every 15 s keeps proxies from closing the connection.',
].join(' ');

/** A task page's event stream (docs/decisions/022). */
export const liveRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const open = new Set<ServerResponse>();
  // An open stream would keep close() waiting for ever: streams end first, and their pages reconnect
  // (through a balancer, to another instance) and resync.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
  app.get(
    '/tasks/:id/live',
    { schema: { tags: ['tasks'], description, params: IdParamsSchema, response: errorResponses(401, 404) } },
    async (req, reply) => {
      const resumed = req.headers['last-event-id'] !== undefined;
      const res = await streamTask(deps, staffOf(req), req.params.id, reply, resumed);
      open.add(res);
      res.once('close', () => open.delete(res));
    },
  );
};
