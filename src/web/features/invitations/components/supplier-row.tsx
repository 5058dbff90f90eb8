import CheckCircle from '@mui/icons-material/CheckCircle';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupText } from '../../../../shared/certificates.ts';
import type { Currency } from '../../../../shared/currencies.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { ScorecardLine } from '../../../components/scorecard-line.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { DeclinedNote } from './declined-note.tsx';
import { MailStateChip } from './mail-state-chip.tsx';

/**
 * How wide the table is (supplier-table.tsx): below `wide`, e-mail and "sent at" move under the name and the
 * language goes; on a phone also state, total and actions. A row renders only what its width shows (not
 * both and hides one by CSS): half the components per row on a 1,000-row task page.
 */
export type RowWidth = 'phone' | 'narrow' | 'wide';

type Props = {
  row: SupplierTask;
  /** In a virtual table: the row's place among all rows, and the measure of its height. */
  index?: number;
  measure?: (element: HTMLTableRowElement | null) => void;
  checkbox: boolean;
  canSelect: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onSendOne: () => void;
  /** Another feature's action on the row (the offers' accept). */
  action: ReactNode;
  winner: boolean;
  width: RowWidth;
  /** The task's formats, counted (a partial offer's total says how many it covers). */
  formatCount: number;
  /** The task's currency (supplier-table.tsx). */
  currency: Currency;
};

export function SupplierRow({
  row,
  index,
  measure,
  checkbox,
  canSelect,
  selected,
  onSelect,
  onSendOne,
  action,
  winner,
  width,
  formatCount,
  currency,
}: Props) {
  const ft = useInvitationsTexts();
  const { t } = useTranslation();
  const { quoted, dateTime, language } = useFormat();
  const sentAt = row.sentAt === null ? '' : dateTime(row.sentAt);
  // In the task's currency; an offer in another as quoted, with what it is in the task's (≈).
  const money = (sum: number) => quoted(row.quotedSum ?? sum, row.currency, sum, currency);
  const sum = sumOf(row, formatCount, money, ft);
  const state = <MailStateChip state={row.mailState} error={row.error} />;
  const actions = (
    <>
      {canSelect ? (
        <Tooltip title={ft('suppliers.sendOne', { name: row.name })}>
          <IconButton size="small" onClick={onSendOne}>
            <SendOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {action}
    </>
  );
  return (
    <TableRow
      selected={winner}
      ref={measure}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      {checkbox ? (
        <TableCell padding="checkbox">
          {canSelect ? (
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': ft('suppliers.select', { name: row.name }) } }}
            />
          ) : null}
        </TableCell>
      ) : null}
      <TableCell sx={{ minWidth: 140 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, minWidth: 0 }}>
          {winner ? <CheckCircle color="success" fontSize="small" titleAccess={ft('suppliers.winner')} /> : null}
          {/* One long word of a name breaks rather than widening the table past a phone's width. */}
          <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {row.name}
          </Box>
          {row.deleted ? <Chip size="small" label={ft('suppliers.deleted')} sx={{ ml: 0.5 }} /> : null}
        </Box>
        {width !== 'wide' ? (
          <Typography variant="body2" color="text.secondary">
            <BreakableEmail email={row.email} />
          </Typography>
        ) : null}
        <ScorecardLine supplierId={row.supplierId} />
        {/* Who may not be invited for want of a required certificate (docs/product.md#certificates). */}
        {row.lacking.length > 0 && row.mailState === 'pending' ? (
          <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
            {ft('suppliers.lacks', { kinds: row.lacking.map((group) => groupText(group, language)).join(', ') })}
          </Typography>
        ) : null}
        {row.declined ? <DeclinedNote declined={row.declined} /> : null}
        {width === 'phone' ? (
          <Box sx={{ mt: 0.5 }}>
            {state}{' '}
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, ml: 1 }}>
              {sum}
            </Typography>
            <Box sx={{ mt: 0.5 }}>{actions}</Box>
          </Box>
        ) : null}
        {sentAt && width !== 'wide' ? (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {sentAt}
          </Typography>
        ) : null}
      </TableCell>
      {width === 'wide' ? (
        <>
          <TableCell>
            <BreakableEmail email={row.email} />
          </TableCell>
          <TableCell>{t(`language.${row.language}`)}</TableCell>
        </>
      ) : null}
      {width !== 'phone' ? <TableCell>{state}</TableCell> : null}
      {width === 'wide' ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{sentAt}</TableCell> : null}
      {width !== 'phone' ? (
        <>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {sum}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {actions}
          </TableCell>
        </>
      ) : null}
    </TableRow>
  );
}

/**
 * The total column: the landed total of the offer's current prices, with how many formats wait to be confirmed
 * after an amendment, or how many of the task's it covers when it leaves some out; one whose every price waits has
 * none that counts (docs/product.md#offers-and-ranks); a sealed offer is only received.
 */
function sumOf(
  row: SupplierTask,
  formatCount: number,
  money: (cents: number) => string,
  ft: ReturnType<typeof useInvitationsTexts>,
) {
  if (row.stale && row.sum === null) return ft('suppliers.staleSum');
  if (row.stale) return `${money(row.sum!)} (${ft('suppliers.toConfirm', { count: row.staleFormats.length })})`;
  if (row.sum !== null && !row.complete) {
    return `${money(row.sum)} (${ft('suppliers.partialSum', { count: row.pricedFormats, of: formatCount })})`;
  }
  if (row.sum !== null) return money(row.sum);
  return row.offeredAt !== null ? ft('suppliers.sealedSum') : '–';
}
