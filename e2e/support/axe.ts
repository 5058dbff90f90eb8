import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

// axe-core put into the page by the test (@axe-core/playwright needs Node 22). evaluate() runs
// outside the page's Content-Security-Policy, which would refuse an inline script.
const source = axe.source;

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core on the page as it is now: no serious or critical violation of WCAG 2.1 AA and best practice. */
export async function expectNoSeriousA11yIssues(page: Page, where: string): Promise<void> {
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `serious or critical accessibility violations on ${where}`).toEqual([]);
}
