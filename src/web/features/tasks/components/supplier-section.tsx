import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TaskSupplier } from '../../../../shared/schemas/invitations.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal, TaskState } from '../../../../shared/task-state.ts';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { useTaskSuppliers } from '../api/get-task-suppliers.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Section } from './section.tsx';
import { SendDialog, type Sending } from './send-dialog.tsx';
import { SendProgress } from './send-progress.tsx';
import { SupplierTable } from './supplier-table.tsx';

/** The printshops, their invitations and offers; test mail, sending and accepting as far as the state allows. */
export function SupplierSection({ task }: { task: Task }) {
  const tt = useTasksTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const { enqueueSnackbar } = useSnackbar();
  const suppliers = useTaskSuppliers(task.id, { watch: task.state === 50 });
  const testMail = useSendTestMail();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<Sending>({ ids: [], count: 0, open: false });
  const [accepting, setAccepting] = useState<{ row: TaskSupplier | null; open: boolean }>({ row: null, open: false });

  const rows = suppliers.data ?? [];
  const canInviteOne = refusal('inviteOne', task.state) === null;
  const selectable = canInviteOne ? (row: TaskSupplier) => row.mailState === 'pending' && !row.deleted : null;
  const chosen = selectable ? rows.filter((r) => selectable(r) && selected.has(r.supplierId)).map((r) => r.supplierId) : [];
  const uninvited = rows.filter((r) => r.mailState === 'pending' && !r.deleted).length;
  // Why nothing can be sent; a closed task says so in its banner already.
  const blocked = task.state === TaskState.done ? null : refusal('inviteAll', task.state) && refusal('inviteOne', task.state);

  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const sendTest = async () => {
    try {
      await testMail.mutateAsync(task.id);
      enqueueSnackbar(tt('suppliers.testMailSent'), { variant: 'success' });
    } catch (error) {
      notify.error(error);
    }
  };

  const actions = (
    <>
      {refusal('testMail', task.state) === null ? (
        <Button variant="outlined" onClick={() => void sendTest()} loading={testMail.isPending}>
          {tt('suppliers.testMail')}
        </Button>
      ) : null}
      {refusal('inviteAll', task.state) === null && uninvited > 0 ? (
        <Button variant="contained" onClick={() => setSending({ ids: [], count: uninvited, open: true })}>
          {tt('suppliers.sendAll')}
        </Button>
      ) : null}
      {canInviteOne && uninvited > 0 ? (
        <Button variant="outlined" disabled={chosen.length === 0} onClick={() => setSending({ ids: chosen, count: chosen.length, open: true })}>
          {tt('suppliers.sendSelected', { count: chosen.length })}
        </Button>
      ) : null}
    </>
  );

  let content;
  if (suppliers.isPending) content = <Loading minHeight={120} />;
  else if (suppliers.isError) content = <LoadFailed text={tt('suppliers.loadFailed')} error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  else if (rows.length === 0)
    content = (
      <EmptyState
        icon={<StorefrontOutlined />}
        title={tt('suppliers.empty')}
        hint={tt('suppliers.emptyHint')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.uaSupplier}>
            {tt('suppliers.emptyAction')}
          </Button>
        }
      />
    );
  else
    content = (
      <SupplierTable
        rows={rows}
        selectable={selectable}
        selected={selected}
        onSelect={select}
        onSendOne={(row) => setSending({ ids: [row.supplierId], count: 1, open: true })}
        onAccept={refusal('accept', task.state) === null ? (row) => setAccepting({ row, open: true }) : null}
        winnerId={task.state === 99 ? task.supplierId : null}
      />
    );

  return (
    <Section title={tt('suppliers.title')} actions={rows.length ? actions : null}>
      <Stack spacing={2}>
        {task.state === 5 && rows.length ? (
          <Typography variant="body2" color="text.secondary">
            {tt('suppliers.testMailHint')}
          </Typography>
        ) : null}
        {blocked && rows.length ? (
          <Typography variant="body2" color="text.secondary">
            {errorMessage(t, new ApiError(409, blocked.code, blocked.message))}
          </Typography>
        ) : null}
        <SendProgress rows={rows} />
        {content}
      </Stack>
      <SendDialog
        task={task}
        sending={sending}
        onClose={() => setSending((s) => ({ ...s, open: false }))}
        onSent={() => setSelected(new Set())}
      />
      <AcceptDialog taskId={task.id} row={accepting.row} open={accepting.open} onClose={() => setAccepting((a) => ({ ...a, open: false }))} />
    </Section>
  );
}
