/**
 * A total against the task's budget (docs/product.md#budget-and-approval): whole per cent under (or at) it, or
 * over it. `total` in cents, `budget` in the workspace currency's whole units as the task carries it.
 */
export function againstBudget(total: number, budget: number): { key: 'under' | 'over'; percent: number } {
  const cents = Math.round(budget * 100);
  const percent = Math.round((Math.abs(cents - total) / cents) * 100);
  return { key: total > cents ? 'over' : 'under', percent };
}
