import type { Task } from '../../../../shared/schemas/tasks.ts';

/** What GET /api/tasks/{id} tells of the task's auction, or null: the task page shows the panel while there is one. */
export type TaskAuction = { state: 'scheduled' | 'running' | 'ended'; startsAt: string; endsAt: string };

export const auctionOf = (task: Pick<Task, 'id'>): TaskAuction | null =>
  (task as { auction?: TaskAuction | null }).auction ?? null;
