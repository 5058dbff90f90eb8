import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/**
 * A final round's totals per printshop (docs/product.md#rounds): round 1 → round 2 for those in it (round 2 sealed
 * until its deadline, saying who answered), round 1 alone for those left out, whose offers stay on record unranked. Nothing without one.
 */
export function RoundTotals({ comparison }: { comparison: Comparison }) {
  const ft = useComparisonTexts();
  const { money } = useFormat();
  const headingId = useId();
  const round = comparison.round ?? 1;
  if (round < 2) return null;
  // Sealed, who answered shows (no price): the buyer sees whom the round still waits for.
  const total = (o: Comparison['offers'][number]) =>
    o.sum !== null
      ? money(o.sum, comparison.currency)
      : o.answered
        ? ft('rounds.sealedAnswered')
        : ft('rounds.sealedWaiting');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {ft('rounds.title', { round })}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{ft('rounds.supplier')}</TableCell>
            <TableCell align="right">{ft('rounds.earlier', { round: round - 1 })}</TableCell>
            <TableCell align="right">{ft('rounds.current', { round })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comparison.offers.map((o) => (
            <TableRow key={o.supplierId}>
              <TableCell component="th" scope="row">
                {o.name}
              </TableCell>
              <TableCell align="right">{o.earlier ? money(o.earlier.sum, comparison.currency) : '–'}</TableCell>
              <TableCell align="right">{(o.round ?? 1) < round ? ft('rounds.notIn') : total(o)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
