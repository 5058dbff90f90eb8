import { taskHref } from './paths.ts';

// Apart from paths.ts: only the task page's code needs them, not the first load.

/** The sections of a sent task's page, each with its own address (docs/product.md#task-page). */
export const TASK_SECTIONS = ['offers', 'orders', 'suppliers', 'questions', 'documents', 'spec', 'activity'] as const;
export type TaskSection = (typeof TASK_SECTIONS)[number];

/** One section of a task's page: `/ua/task/{id}/offers` … */
export const taskSectionHref = (taskId: string, section: TaskSection) => `${taskHref(taskId)}/${section}`;
