import { within } from '@testing-library/react';

/**
 * The price cells under a printshop's head in the comparison (formats as rows, printshops as columns), top to
 * bottom as a person reads down: each quantity's and run-on's, then the total. A format's title row has none.
 */
export function columnOf(table: HTMLElement, name: string): HTMLTableCellElement[] {
  const head = within(table).getByRole('columnheader', { name: new RegExp(name) }) as HTMLTableCellElement;
  const width = (head.parentElement as HTMLTableRowElement).cells.length;
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr, tfoot tr')]
    .filter((row) => row.cells.length === width)
    .map((row) => row.cells[head.cellIndex]!);
}
