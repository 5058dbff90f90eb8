import type { FastifyReply } from 'fastify';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { assertTask, readTaskById } from '../tasks/index.ts';
import { openEventStream, taskEvents } from './event-stream.ts';
import type { OpenStreams } from './open-streams.ts';

/**
 * GET /api/tasks/{id}/live: 404 unless the workspace has the task, 429 past the user's streams; then its
 * events, until the page goes or the session ends.
 */
export async function streamTask(
  deps: Pick<Deps, 'db' | 'live'>,
  streams: OpenStreams,
  staff: Staff,
  taskId: string,
  reply: FastifyReply,
  resumed: boolean,
): Promise<void> {
  await assertTask(deps.db, staff.workspace.id, taskId);
  const stream = await streams.admit(staff);
  streams.hold(openEventStream(reply, deps.live, taskEvents(deps.live, taskId), resumed, taskId), stream);
}

/** Answers a task's workspace; each task is read once (a task never moves), the oldest of 10,000 go first. */
export function taskWorkspaces(db: Deps['db']): (taskId: string) => Promise<string | undefined> {
  const workspaces = new Map<string, Promise<string | undefined>>();
  return (taskId) => {
    let workspace = workspaces.get(taskId);
    if (!workspace) {
      if (workspaces.size >= 10_000) workspaces.delete(workspaces.keys().next().value!);
      workspace = readTaskById(db, taskId).then((row) => row?.workspaceId);
      // A failed read is tried again at the task's next event.
      workspace.catch(() => workspaces.delete(taskId));
      workspaces.set(taskId, workspace);
    }
    return workspace;
  };
}

/**
 * GET /api/live: the events of every task of the staff member's workspace (the dashboard's and the task
 * list's live updates), each naming its task. A resync of every stream is sent as it is. 429 past the user's
 * streams; the stream ends with the session.
 */
export async function streamWorkspace(
  deps: Pick<Deps, 'live'>,
  streams: OpenStreams,
  workspaceOf: (taskId: string) => Promise<string | undefined>,
  staff: Staff,
  reply: FastifyReply,
  resumed: boolean,
): Promise<void> {
  const own = staff.workspace.id;
  const stream = await streams.admit(staff);
  const res = openEventStream(
    reply,
    deps.live,
    (send) =>
      deps.live.subscribeAll((event, taskId) => {
        if (taskId === undefined) return send(event, taskId);
        workspaceOf(taskId).then(
          (workspace) => workspace === own && send(event, taskId),
          () => undefined, // the page misses this event; its next one or its fallback poll brings it up to date
        );
      }),
    resumed,
  );
  streams.hold(res, stream);
}
