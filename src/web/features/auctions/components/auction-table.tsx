import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollBox } from '../../../components/scroll-box.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { AuctionRead } from '../../../../shared/schemas/auctions.ts';
import { useAuctionTexts } from '../i18n/texts.ts';

// A phone leaves out where each started (the chart's first point shows it): its last total stays on the screen.
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** The printshops in the auction, lowest last total first: where each started, where it stands, how often it bid. */
export function AuctionTable({ auction }: { auction: AuctionRead }) {
  const ft = useAuctionTexts();
  const { money, count } = useFormat();
  const amount = (total: number) => money(total, auction.currency);
  return (
    <ScrollBox aria-label={ft('panel.table')}>
      <Table size="small" aria-label={ft('panel.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{ft('panel.rank')}</TableCell>
            <TableCell>{ft('panel.supplier')}</TableCell>
            <TableCell align="right" sx={wide}>
              {ft('panel.startTotal')}
            </TableCell>
            <TableCell align="right">{ft('panel.lastTotal')}</TableCell>
            <TableCell align="right">{ft('panel.bids')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {auction.suppliers.map((s) => (
            <TableRow key={s.supplierId}>
              <TableCell>{s.rank}</TableCell>
              <TableCell component="th" scope="row">
                {s.name}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {amount(s.startTotal)}
              </TableCell>
              <TableCell align="right">{amount(s.lastTotal)}</TableCell>
              <TableCell align="right">{count(s.bids)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
