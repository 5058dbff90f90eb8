import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROOF_COMMENT, type OrderJob, type Proof } from '../../../../shared/schemas/orders.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { TextRequestDialog } from '../../../components/text-request-dialog.tsx';
import { useTextRequest } from '../../../components/use-text-request.ts';
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
  const asking = useTextRequest<Asking>();
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
      { taskId: task.id, proofId: proof.id, action: 'changes', comment: asking.text },
      {
        onSuccess: () => {
          noticeOn(job, proof, 'success', ft('changesAsked', { format: titleOf(proof.formatId), name: job.name }));
          asking.sent();
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
                  asking.ask({ job, proof });
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <TextRequestDialog
        request={asking}
        title={
          asking.subject
            ? ft('changesTitle', {
                format: titleOf(asking.subject.proof.formatId),
                version: asking.subject.proof.version,
              })
            : null
        }
        intro={ft('changesIntro')}
        label={ft('changesComment')}
        maxLength={MAX_PROOF_COMMENT}
        sendLabel={ft('send')}
        error={decide.isError ? failure(decide.error) : null}
        busy={decide.isPending}
        autoFocus
        onSend={askChanges}
      />
    </>
  );
}
