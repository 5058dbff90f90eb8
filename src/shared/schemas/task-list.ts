import { z } from 'zod';
import { TaskState } from '../task-state.ts';
import { issue } from '../validation.ts';
import { PageQuerySchema } from './common.ts';

/** A task state by its name in code (`TaskState`), as the task list's filter names it. */
export const TASK_STATE_NAMES = Object.keys(TaskState) as (keyof typeof TaskState)[];
const StateNameSchema = z.enum(TASK_STATE_NAMES);
export type TaskStateName = z.infer<typeof StateNameSchema>;

/**
 * The offer deadline against today in the workspace time zone: `overdue` before today, `week` today and the six
 * days after, `later` after those, `none` no deadline yet.
 */
export const DEADLINE_FILTERS = ['overdue', 'week', 'later', 'none'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

/** The orders of the task list; a leading `-` reverses one. `-created` (newest first) is the default. */
export const TASK_SORTS = [
  '-created',
  'created',
  'deadline',
  '-deadline',
  'name',
  '-name',
  '-offers',
  'offers',
] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/**
 * GET /api/tasks (docs/product.md#dashboard-and-task-list): a page of tasks, found by a part of the name (`q`),
 * in one or several states (`state`, repeated), by deadline, in an order.
 */
export const TaskListQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200, issue('tooLong', { max: 200 }))
    .optional(),
  state: z.union([StateNameSchema, z.array(StateNameSchema).max(TASK_STATE_NAMES.length)]).optional(),
  deadline: z.enum(DEADLINE_FILTERS).optional(),
  sort: z.enum(TASK_SORTS).default('-created'),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
