import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_ERROR_CODES } from '../../../../shared/error-codes.ts';
import { MAX_DISPUTE_REASON, type Invoice } from '../../../../shared/schemas/invoices.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { TextRequestDialog } from '../../../components/text-request-dialog.tsx';
import { useTextRequest } from '../../../components/use-text-request.ts';
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
  const disputing = useTextRequest<Invoice>();
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
      { taskId, invoiceId: i.id, action: 'dispute', reason: disputing.text },
      {
        onSuccess: () => {
          setDone(ft('disputed', { number: i.number, supplier: i.supplierName }));
          disputing.sent();
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
      {decide.isError && !disputing.subject ? (
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
                  disputing.ask(i);
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <TextRequestDialog
        request={disputing}
        title={ft('disputeTitle', { number: disputing.subject?.number ?? '' })}
        intro={ft('disputeIntro')}
        label={ft('reason')}
        maxLength={MAX_DISPUTE_REASON}
        sendLabel={ft('send')}
        sendColor="warning"
        error={decide.isError ? failure(decide.error) : null}
        busy={decide.isPending}
        onSend={dispute}
      />
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
