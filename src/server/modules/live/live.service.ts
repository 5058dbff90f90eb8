import type { FastifyReply } from 'fastify';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { assertTask } from '../tasks/index.ts';
import { openEventStream } from './event-stream.ts';

/** GET /api/tasks/{id}/live: 404 unless the workspace has the task; then its events, until the page goes. */
export async function streamTask(
  deps: Pick<Deps, 'db' | 'live'>,
  staff: Staff,
  taskId: string,
  reply: FastifyReply,
  resumed: boolean,
) {
  await assertTask(deps.db, staff.workspace.id, taskId);
  return openEventStream(reply, deps.live, taskId, resumed);
}
