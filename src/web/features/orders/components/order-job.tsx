import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { OrderJob, Proof } from '../../../../shared/schemas/orders.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { proofFileUrl } from '../api/orders.ts';
import { useOrdersTexts } from '../i18n/texts.ts';

/** What a decision on a format's proof came to, shown under that format: done, or why not. */
export type ProofNotice = { supplierId: string; formatId: string; severity: 'success' | 'error'; text: string };

type Props = {
  taskId: string;
  job: OrderJob;
  /** A format's title by its id (the task's formats). */
  titleOf: (formatId: string) => string;
  notice: ProofNotice | null;
  busy: boolean;
  onApprove: (proof: Proof) => void;
  onAskChanges: (proof: Proof) => void;
};

const waitingColor = { buyer: 'warning', supplier: 'default', done: 'success' } as const;

/**
 * One winner's job (docs/product.md#the-job-after-the-award): its state in words and whom it waits on, the
 * confirmation, each format's proof versions with the decision on the last one, the shipments and what arrived.
 */
export function OrderJobCard({ taskId, job, titleOf, notice, busy, onApprove, onAskChanges }: Props) {
  const ft = useOrdersTexts();
  const f = useFormat();
  const headingId = useId();
  const waiting = job.waitingOn ?? 'done';
  const next = job.waitingOn === 'buyer' ? nextStep(job.status) : null;
  // The formats in the order their first proof came.
  const formats = [...new Set(job.proofs.map((p) => p.formatId))];
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mr: 'auto' }}>
          {ft('job', { number: job.number, name: job.name })}
        </Typography>
        <Chip size="small" variant="outlined" label={ft(`statuses.${job.status}`)} />
        <Chip
          size="small"
          color={waitingColor[waiting]}
          variant={waiting === 'supplier' ? 'outlined' : 'filled'}
          label={ft(`waiting.${waiting}`)}
        />
      </Stack>
      {next ? (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {ft(`next.${next}`)}
        </Typography>
      ) : null}
      <Typography variant="body2" color={job.reference === null ? 'text.secondary' : undefined}>
        {job.reference === null
          ? ft('notConfirmed')
          : ft('confirmed', { reference: job.reference, date: job.shipDate ? f.date(job.shipDate) : '–' })}
      </Typography>
      {job.reference !== null || job.proofs.length > 0 ? (
        <Part title={ft('proofs')}>
          {formats.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {ft('noProofs')}
            </Typography>
          ) : (
            <Stack spacing={1.5}>
              {formats.map((formatId) => (
                <FormatProofs
                  key={formatId}
                  taskId={taskId}
                  title={titleOf(formatId)}
                  versions={job.proofs.filter((p) => p.formatId === formatId)}
                  notice={notice?.formatId === formatId ? notice : null}
                  busy={busy}
                  onApprove={onApprove}
                  onAskChanges={onAskChanges}
                />
              ))}
            </Stack>
          )}
        </Part>
      ) : null}
      {job.shipments.length > 0 ? (
        <Part title={ft('shipments')}>
          <Lines
            items={job.shipments.map((s) => ({
              key: s.id,
              text: [
                ft('shipment', { date: f.date(s.shippedOn), carrier: s.carrier }),
                s.tracking ? ft('tracking', { tracking: s.tracking }) : '',
              ]
                .filter(Boolean)
                .join(', '),
            }))}
          />
        </Part>
      ) : null}
      {job.received && job.received.length > 0 ? (
        <Part title={ft('received')}>
          <Lines
            items={job.received.map((r) => ({
              key: r.formatId,
              text: ft('receivedCount', { format: titleOf(r.formatId), count: f.count(r.count) }),
            }))}
          />
        </Part>
      ) : null}
    </Paper>
  );
}

/** What the buyer does next on a job that waits on her, by its state. */
const nextStep = (status: OrderJob['status']) =>
  status === 'proof' ? 'proof' : status === 'shipped' ? 'shipped' : status === 'invoiced' ? 'invoiced' : null;

/** A part of the job under its heading: the proofs, the shipments, what arrived. */
const Part = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Stack spacing={0.5} sx={{ mt: 2 }}>
    <Typography component="h4" variant="subtitle2">
      {title}
    </Typography>
    {children}
  </Stack>
);

function Lines({ items }: { items: { key: string; text: string }[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((i) => (
        <Typography key={i.key} component="li" variant="body2">
          {i.text}
        </Typography>
      ))}
    </Box>
  );
}

type FormatProps = Pick<Props, 'taskId' | 'busy' | 'onApprove' | 'onAskChanges'> & {
  title: string;
  versions: Proof[];
  notice: ProofNotice | null;
};

/** A format's proof: its versions, oldest first, each a download; on a pending last one, Approve and Ask for changes. */
function FormatProofs({ taskId, title, versions, notice, busy, onApprove, onAskChanges }: FormatProps) {
  const ft = useOrdersTexts();
  const f = useFormat();
  const titleId = useId();
  const last = versions.at(-1);
  const stateOf = (p: Proof) =>
    p.status === 'pending'
      ? p === last
        ? ft('proofStatuses.pending')
        : ft('superseded')
      : ft(`proofStatuses.${p.status}`, { by: p.decidedBy ?? '', at: p.decidedAt ? f.dateTime(p.decidedAt) : '' });
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
      <Typography id={titleId} variant="body2" component="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {versions.map((p) => (
          <Box component="li" key={p.id} sx={{ py: 0.25 }}>
            <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {`${ft('version', { version: p.version })} · `}
              <Link href={proofFileUrl(taskId, p.id)} aria-label={ft('download', { name: p.name })}>
                <FileDownloadOutlined fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.25 }} />
                {p.name}
              </Link>
              {` · `}
              <Box component="span" sx={{ fontWeight: p === last ? 600 : undefined }}>
                {stateOf(p)}
              </Box>
            </Typography>
            {p.comment ? (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', pl: 1.5 }}>
                {ft('comment', { comment: p.comment })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'success' ? 'status' : 'alert'}
          sx={{ mt: 1, py: 0 }}
        >
          {notice.text}
        </Alert>
      ) : null}
      {last?.status === 'pending' ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button size="small" variant="contained" disabled={busy} onClick={() => onApprove(last)}>
            {ft('approve')}
          </Button>
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onAskChanges(last)}>
            {ft('askChanges')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
