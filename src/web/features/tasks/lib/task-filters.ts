import {
  DEADLINE_FILTERS,
  TASK_SORTS,
  type DeadlineFilter,
  type TaskSort,
} from '../../../../shared/schemas/task-list.ts';
import type { TaskStateName } from '../../../../shared/schemas/task-list.ts';

/**
 * The state filter's choices: the states a buyer tells apart, each the API's state names (docs/product.md,
 * Dashboard and task list). Ready and still editable are one choice: both wait to be sent.
 */
export const STATE_CHOICES = {
  pending: ['pending'],
  ready: ['ready', 'editable'],
  sent: ['sent'],
  done: ['done'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, TaskStateName[]>;
export type StateChoice = keyof typeof STATE_CHOICES;

/** What the task list is filtered and ordered by, as the address keeps it (the API's query parameters). */
export type TaskFilters = { q: string; state: StateChoice | ''; deadline: DeadlineFilter | ''; sort: TaskSort };

export const DEFAULT_SORT: TaskSort = '-created';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters of an address; what it names wrongly (an old or edited link) is left out, not refused. */
export function filtersOf(params: URLSearchParams): TaskFilters {
  const states = params.getAll('state').sort().join(',');
  const state = (Object.keys(STATE_CHOICES) as StateChoice[]).find(
    (c) => [...STATE_CHOICES[c]].sort().join(',') === states,
  );
  const deadline = params.get('deadline');
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    state: state ?? '',
    deadline: isOneOf(DEADLINE_FILTERS, deadline) ? deadline : '',
    sort: isOneOf(TASK_SORTS, sort) ? sort : DEFAULT_SORT,
  };
}

/** The address's (and the API's) query of the filters: only what differs from showing everything, newest first. */
export function paramsOf(filters: TaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.state) for (const name of STATE_CHOICES[filters.state]) params.append('state', name);
  if (filters.deadline) params.set('deadline', filters.deadline);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list: then an empty page means "no task matches", not "no tasks yet". */
export const isFiltered = (f: TaskFilters) => Boolean(f.q || f.state || f.deadline);
