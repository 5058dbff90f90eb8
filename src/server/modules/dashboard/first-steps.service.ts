import type { FirstSteps } from '../../../shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { findBuyingCompanyRow } from '../team/index.ts';
import { workspaceFacts } from './first-steps.queries.ts';

// SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
const yes = (value: unknown) => value === true || Number(value) === 1;

/**
 * The checklist of a new workspace (docs/product.md#first-steps), ticked from its data. Once every step is done,
 * or once a task was sent (the workspace is past its first steps, whatever it left out), it is not shown.
 */
export async function firstSteps(deps: Pick<Deps, 'db'>, workspaceId: string): Promise<FirstSteps> {
  const [facts, company] = await Promise.all([
    workspaceFacts(deps.db, workspaceId),
    findBuyingCompanyRow(deps.db, workspaceId),
  ]);
  const steps = [
    { step: 'company' as const, done: company !== undefined },
    { step: 'formats' as const, done: yes(facts.formats) },
    { step: 'suppliers' as const, done: yes(facts.suppliers) },
    { step: 'task' as const, done: yes(facts.task) },
    { step: 'testMail' as const, done: yes(facts.testMail) },
  ];
  return {
    show: !yes(facts.sent) && steps.some((s) => !s.done),
    steps,
    draftId: facts.draftId ?? null,
  };
}
