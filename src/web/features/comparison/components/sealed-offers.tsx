import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/** Sealed bids before the opening: who offered and when; the server sends no price until then. */
export function SealedOffers({ comparison, opening }: { comparison: Comparison; opening: string }) {
  const ft = useComparisonTexts();
  const { date, dateTime } = useFormat();
  return (
    <>
      <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }}>
        {ft('comparison.sealed', { date: date(opening) })}{' '}
        {ft('comparison.sealedCount', { count: comparison.offers.length })}
      </Alert>
      {comparison.offers.length ? (
        <Table size="small" aria-label={ft('comparison.sealedCaption')}>
          <TableHead>
            <TableRow>
              <TableCell>{ft('comparison.supplier')}</TableCell>
              <TableCell>{ft('comparison.received')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.offers.map((o) => (
              <TableRow key={o.supplierId}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {o.name}
                </TableCell>
                <TableCell>{dateTime(o.submittedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
