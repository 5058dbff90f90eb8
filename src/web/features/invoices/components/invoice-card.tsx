import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isCurrency, type Currency } from '../../../../shared/currencies.ts';
import type { Invoice } from '../../../../shared/schemas/invoices.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { invoiceFileUrl } from '../api/invoices.ts';
import { useInvoicesTexts } from '../i18n/texts.ts';

type Props = { taskId: string; invoice: Invoice; onRelease: () => void; onDispute: () => void; busy: boolean };

/** One invoice with its check: the amounts, how the expected one counts per format, and the buyer's decision. */
export function InvoiceCard({ taskId, invoice: i, onRelease, onDispute, busy }: Props) {
  const ft = useInvoicesTexts();
  const f = useFormat();
  const currency: Currency | undefined = isCurrency(i.orderCurrency) ? i.orderCurrency : undefined;
  const money = (cents: number) => f.money(cents, currency);
  const own = (cents: number) => (isCurrency(i.currency) ? f.money(cents, i.currency) : `${cents / 100} ${i.currency}`);
  const matches = i.result === 'matches';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="article"
      aria-label={ft('invoice', { number: i.number, supplier: i.supplierName })}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {ft('invoice', { number: i.number, supplier: i.supplierName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ft('issued', { date: f.date(i.issuedOn) })}
        </Typography>
        <Chip size="small" color={matches ? 'success' : 'warning'} label={matches ? ft('matches') : ft('differs')} />
        <Chip size="small" variant="outlined" label={ft(`statuses.${i.status}`)} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 1 }}>
        <Typography variant="body2">{`${ft('gross')}: ${own(i.gross)}`}</Typography>
        <Typography variant="body2">{`${ft('expected')}: ${money(i.expected)}`}</Typography>
        <Typography variant="body2" sx={{ fontWeight: matches ? undefined : 600 }}>
          {`${ft('difference')}: ${money(i.difference)}`}
        </Typography>
      </Stack>
      {i.currency !== i.orderCurrency ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {ft('otherCurrency', { currency: i.currency, order: i.orderCurrency })}
        </Alert>
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={ft('lines')}>
          <TableHead>
            <TableRow>
              {(['format', 'awarded', 'received', 'price', 'overs', 'lineExpected', 'invoiced'] as const).map((k) => (
                <TableCell key={k}>{ft(k)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {i.lines.map((l) => (
              <TableRow key={l.formatId}>
                <TableCell>{l.title}</TableCell>
                <TableCell>{f.count(l.awarded)}</TableCell>
                <TableCell>
                  {f.count(l.received)}
                  {l.counted !== l.received ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {ft('capped', { count: f.count(l.counted) })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{money(l.price)}</TableCell>
                <TableCell>
                  {money(l.overs)}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {ft(`bases.${l.basis}`, { rate: money(l.per1000) })}
                  </Typography>
                </TableCell>
                <TableCell>{money(l.expected)}</TableCell>
                <TableCell>{l.invoiced === null ? '–' : own(l.invoiced)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={5}>{ft('delivery')}</TableCell>
              <TableCell>{money(i.delivery)}</TableCell>
              <TableCell />
            </TableRow>
            <TableRow>
              <TableCell colSpan={5}>{ft('vat')}</TableCell>
              <TableCell>{money(i.expectedVat)}</TableCell>
              <TableCell>{own(i.vat)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {i.unmatched.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ft('unmatched', { lines: i.unmatched.map((l) => `${l.name || l.id} (${own(l.net)})`).join(', ') })}
        </Typography>
      ) : null}
      {i.status === 'disputed' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>{`${ft('reason')}: ${i.reason}`}</Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        <Button href={invoiceFileUrl(taskId, i.id)} size="small">
          {ft('file')}
        </Button>
        {i.status === 'received' ? (
          <>
            <Button variant="contained" size="small" onClick={onRelease} disabled={busy}>
              {ft('release')}
            </Button>
            <Button variant="outlined" size="small" color="warning" onClick={onDispute} disabled={busy}>
              {ft('dispute')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {ft('decidedBy', {
              status: ft(`statuses.${i.status}`),
              by: i.decidedBy ?? '–',
              at: i.decidedAt === null ? '' : f.dateTime(i.decidedAt),
            })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
