import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_ERROR_CODES } from '../../../../shared/error-codes.ts';
import { MAX_DISPUTE_REASON, type Invoice } from '../../../../shared/schemas/invoices.ts';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { exportUrl, useDecideInvoice, useInvoices } from '../api/invoices.ts';
import { useInvoicesTexts } from '../i18n/texts.ts';
import { InvoiceCard } from './invoice-card.tsx';

const invoiceCodes: readonly string[] = INVOICE_ERROR_CODES;

/**
 * A task's invoices (docs/product.md#invoices) for the Orders phase: each checked against its order, released or
 * disputed with a reason, and the export of released invoices for accounting.
 */
export function InvoicesPanel({ taskId }: { taskId: string }) {
  const ft = useInvoicesTexts();
  const { t } = useTranslation();
  const invoices = useInvoices(taskId);
  const decide = useDecideInvoice();
  const [disputing, setDisputing] = useState<Invoice | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const failure = (error: unknown) =>
    error instanceof ApiError && invoiceCodes.includes(error.code)
      ? ft(`errors.${error.code as (typeof INVOICE_ERROR_CODES)[number]}`)
      : errorMessage(t, error);
  const release = (i: Invoice) =>
    decide.mutate(
      { taskId, invoiceId: i.id, action: 'release' },
      { onSuccess: () => setDone(ft('released', { number: i.number })) },
    );
  const dispute = (i: Invoice) =>
    decide.mutate(
      { taskId, invoiceId: i.id, action: 'dispute', reason },
      {
        onSuccess: () => {
          setDone(ft('disputed', { number: i.number, supplier: i.supplierName }));
          setDisputing(null);
          setReason('');
        },
      },
    );
  return (
    <Section title={ft('title')} actions={<InvoiceExport />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ft('intro')}
      </Typography>
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {done}
        </Alert>
      ) : null}
      {decide.isError && !disputing ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure(decide.error)}
        </Alert>
      ) : null}
      <QueryState
        query={invoices}
        failed={ft('loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<Typography color="text.secondary">{ft('none')}</Typography>}
      >
        {(list) => (
          <Stack spacing={2}>
            {list.map((i) => (
              <InvoiceCard
                key={i.id}
                taskId={taskId}
                invoice={i}
                busy={decide.isPending}
                onRelease={() => release(i)}
                onDispute={() => {
                  decide.reset();
                  setDisputing(i);
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Dialog open={disputing !== null} onClose={() => setDisputing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{ft('disputeTitle', { number: disputing?.number ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{ft('disputeIntro')}</DialogContentText>
          {decide.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure(decide.error)}
            </Alert>
          ) : null}
          <GrowingTextField
            label={ft('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            required
            maxLength={MAX_DISPUTE_REASON}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDisputing(null)}>{ft('cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            disabled={reason.trim() === '' || decide.isPending}
            onClick={() => disputing && dispute(disputing)}
          >
            {ft('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;
const today = () => new Date().toISOString().slice(0, 10);

/** The released invoices of a period as CSV or Excel (GET /api/invoices/export). */
function InvoiceExport() {
  const ft = useInvoicesTexts();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={ft('export.title')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <TextField
        type="date"
        size="small"
        label={ft('export.from')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={ft('export.to')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button size="small" variant="outlined" href={exportUrl(from, to, 'csv')}>
        {ft('export.csv')}
      </Button>
      <Button size="small" variant="outlined" href={exportUrl(from, to, 'xlsx')}>
        {ft('export.xlsx')}
      </Button>
    </Stack>
  );
}
