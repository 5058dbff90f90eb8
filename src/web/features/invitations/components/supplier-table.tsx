import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, type ReactNode } from 'react';
import type { Currency } from '../../../../shared/currencies.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { ScrollBox } from '../../../components/scroll-box.tsx';
import { useVirtualRows } from '../../../components/use-virtual-rows.ts';
import { SupplierRow, type RowWidth } from './supplier-row.tsx';

type Props = {
  rows: SupplierTask[];
  /** Rows that may be picked to invite now (a checkbox each); null when the task's state allows no invitation. */
  selectable: ((row: SupplierTask) => boolean) | null;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onSendOne: (row: SupplierTask) => void;
  /** Another feature's action on a row (the offers' accept). */
  rowAction?: (row: SupplierTask) => ReactNode;
  /** The printshops awarded (one, or several for a split award): marked in their rows. */
  winners: ReadonlySet<string>;
  /** The task's formats, counted: a partial offer's total says how many of them it covers. */
  formatCount: number;
  /** The task's currency: the totals are in it, an offer in another as quoted beside (docs/product.md#currencies). */
  currency: Currency;
};

/**
 * Every printshop of the workspace (as filtered) with its invitation's state and its offer's total; the head's
 * checkbox picks or unpicks every row shown that may be picked.
 */
export function SupplierTable(props: Props) {
  const { rows, selectable, selected, onSelect, onSendOne, rowAction, winners, formatCount, currency } = props;
  const ft = useInvitationsTexts();
  const open = selectable ? rows.filter(selectable) : [];
  const allOn = open.length > 0 && open.every((r) => selected.has(r.supplierId));
  const head = { whiteSpace: 'nowrap' } as const;
  const width = useRowWidth();
  const scrollBox = useRef<HTMLDivElement>(null);
  // A row's usual height at 1280 px: rows measured at their estimate cost the virtualizer no recount of 1,000.
  const virtual = useVirtualRows(rows.length, 44, () => scrollBox.current);
  const spacer = (height: number) =>
    height > 0 ? (
      <TableRow aria-hidden sx={{ height }}>
        <TableCell colSpan={8} sx={{ p: 0, border: 0 }} />
      </TableRow>
    ) : null;
  return (
    <ScrollBox ref={scrollBox} sx={virtual.box}>
      <Table
        size="small"
        aria-label={ft('suppliers.title')}
        stickyHeader={virtual.enabled}
        aria-rowcount={virtual.enabled ? rows.length + 1 : undefined}
      >
        <TableHead>
          <TableRow>
            {open.length ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOn}
                  indeterminate={!allOn && open.some((r) => selected.has(r.supplierId))}
                  onChange={(e) =>
                    onSelect(
                      open.map((r) => r.supplierId),
                      e.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': ft('suppliers.selectAll') } }}
                />
              </TableCell>
            ) : null}
            <TableCell sx={head}>{ft('suppliers.name')}</TableCell>
            {width === 'wide' ? (
              <>
                <TableCell sx={head}>{ft('suppliers.email')}</TableCell>
                <TableCell sx={head}>{ft('suppliers.language')}</TableCell>
              </>
            ) : null}
            {width !== 'phone' ? <TableCell sx={head}>{ft('suppliers.mailState')}</TableCell> : null}
            {width === 'wide' ? <TableCell sx={head}>{ft('suppliers.sentAt')}</TableCell> : null}
            {width !== 'phone' ? (
              <>
                <TableCell sx={head} align="right">
                  {ft('suppliers.sum')}
                </TableCell>
                <TableCell sx={head} align="right">
                  {ft('suppliers.actions')}
                </TableCell>
              </>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {spacer(virtual.before)}
          {virtual.indexes.map((index) => {
            const row = rows[index]!;
            return (
              <SupplierRow
                key={row.supplierId}
                row={row}
                index={virtual.enabled ? index : undefined}
                measure={virtual.enabled ? virtual.measure : undefined}
                checkbox={open.length > 0}
                canSelect={selectable?.(row) ?? false}
                selected={selected.has(row.supplierId)}
                onSelect={(on) => onSelect([row.supplierId], on)}
                onSendOne={() => onSendOne(row)}
                action={rowAction?.(row)}
                winner={winners.has(row.supplierId)}
                width={width}
                formatCount={formatCount}
                currency={currency}
              />
            );
          })}
          {spacer(virtual.after)}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/**
 * The width the table lays its rows out for (xl: every column; sm to lg: no e-mail, language, sent at). Beside
 * the sidebar a 1280 px window leaves the table ~930 px: every column there pushed the German accept button
 * out of view.
 */
function useRowWidth(): RowWidth {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return wide ? 'wide' : phone ? 'phone' : 'narrow';
}
