import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROOF_COMMENT, type OrderJob, type Proof } from '../../../../shared/schemas/orders.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDecideProof, useOrders } from '../api/orders.ts';
import { useOrdersTexts } from '../i18n/texts.ts';
import { OrderJobCard, type ProofNotice } from './order-job.tsx';

type Props = {
  task: Task;
  /** Whether the task was awarded: before, the section only says where its orders will be. */
  awarded: boolean;
};

/**
 * The task's Orders section (docs/product.md#the-job-after-the-award): each winner's job, where the buyer
 * approves a proof or asks for changes. Before the award it says the orders come here.
 */
export function OrdersSection({ task, awarded }: Props) {
  const ft = useOrdersTexts();
  return (
    <Section title={ft('title')}>
      {awarded ? <Jobs task={task} /> : <Typography color="text.secondary">{ft('notAwarded')}</Typography>}
    </Section>
  );
}

const proofCodes: readonly string[] = ['PROOF_SUPERSEDED', 'PROOF_DECIDED'];

type Asking = { job: OrderJob; proof: Proof };

function Jobs({ task }: { task: Task }) {
  const ft = useOrdersTexts();
  const { t } = useTranslation();
  const orders = useOrders(task.id);
  const decide = useDecideProof();
  const [notice, setNotice] = useState<ProofNotice | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [comment, setComment] = useState('');
  const titleOf = (formatId: string) => task.formats.find((f) => f.id === formatId)?.title ?? formatId;
  const failure = (error: unknown) =>
    error instanceof ApiError && proofCodes.includes(error.code)
      ? ft(`errors.${error.code as 'PROOF_SUPERSEDED' | 'PROOF_DECIDED'}`)
      : errorMessage(t, error);
  const noticeOn = (job: OrderJob, proof: Proof, severity: ProofNotice['severity'], text: string) =>
    setNotice({ supplierId: job.supplierId, formatId: proof.formatId, severity, text });
  const approve = (job: OrderJob, proof: Proof) => {
    setNotice(null);
    decide.mutate(
      { taskId: task.id, proofId: proof.id, action: 'approve' },
      {
        onSuccess: () =>
          noticeOn(
            job,
            proof,
            'success',
            ft('approved', { version: proof.version, format: titleOf(proof.formatId), name: job.name }),
          ),
        onError: (error) => noticeOn(job, proof, 'error', failure(error)),
      },
    );
  };
  const askChanges = ({ job, proof }: Asking) =>
    decide.mutate(
      { taskId: task.id, proofId: proof.id, action: 'changes', comment },
      {
        onSuccess: () => {
          noticeOn(job, proof, 'success', ft('changesAsked', { format: titleOf(proof.formatId), name: job.name }));
          setAsking(null);
          setComment('');
        },
      },
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ft('intro')}
      </Typography>
      <QueryState
        query={orders}
        failed={ft('loadFailed')}
        isEmpty={(jobs) => jobs.length === 0}
        empty={<Typography color="text.secondary">{ft('none')}</Typography>}
      >
        {(jobs) => (
          <Stack spacing={2}>
            {jobs.map((job) => (
              <OrderJobCard
                key={job.supplierId}
                taskId={task.id}
                job={job}
                titleOf={titleOf}
                notice={notice?.supplierId === job.supplierId ? notice : null}
                busy={decide.isPending}
                onApprove={(proof) => approve(job, proof)}
                onAskChanges={(proof) => {
                  decide.reset();
                  setNotice(null);
                  setAsking({ job, proof });
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {asking
            ? ft('changesTitle', { format: titleOf(asking.proof.formatId), version: asking.proof.version })
            : null}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{ft('changesIntro')}</DialogContentText>
          {decide.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure(decide.error)}
            </Alert>
          ) : null}
          <GrowingTextField
            label={ft('changesComment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            fullWidth
            required
            autoFocus
            maxLength={MAX_PROOF_COMMENT}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{ft('cancel')}</Button>
          <Button
            variant="contained"
            disabled={comment.trim() === '' || decide.isPending}
            onClick={() => asking && askChanges(asking)}
          >
            {ft('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
