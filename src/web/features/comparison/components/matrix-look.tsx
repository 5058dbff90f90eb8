import TableCell from '@mui/material/TableCell';

/** The formats' column: it stays in view while the printshops scroll sideways. */
export const FIRST_WIDTH = 168;
/** A printshop's column: six of them and the formats' fit beside the open menu at 1280 px. */
export const COLUMN_WIDTH = 124;

export const firstColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  width: FIRST_WIDTH,
  minWidth: FIRST_WIDTH,
  maxWidth: FIRST_WIDTH,
  overflowWrap: 'break-word',
  hyphens: 'auto',
} as const;

export const supplierColumn = { width: COLUMN_WIDTH, minWidth: COLUMN_WIDTH, maxWidth: COLUMN_WIDTH, px: 1 } as const;

/** A stale offer's cells: greyed; its column's head says why (docs/product.md#comparison). */
export const staleLook = { color: 'text.secondary' } as const;

/** The room of the printshop columns not rendered (above VIRTUAL_FROM printshops), before or after those shown. */
export function Spacer({ width }: { width: number }) {
  return width > 0 ? <TableCell aria-hidden sx={{ p: 0, width, minWidth: width }} /> : null;
}
