import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal, TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSupplierTasks } from '../../../api/get-supplier-tasks.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { MissingTexts } from './missing-texts.tsx';
import { SendDialog, type Sending } from './send-dialog.tsx';
import { SendProgress } from './send-progress.tsx';
import { SupplierTable } from './supplier-table.tsx';

type Props = {
  task: Task;
  /** Another feature's action on a printshop's row (the offers' accept). */
  rowAction?: (row: SupplierTask) => ReactNode;
};

// A filter above the table when it is longer than a screen.
const FILTER_FROM = 8;

/** The printshops whose name or e-mail holds `text`, in any case. */
const matching = (rows: SupplierTask[], text: string) => {
  const needle = text.trim().toLocaleLowerCase();
  return needle
    ? rows.filter((r) => r.name.toLocaleLowerCase().includes(needle) || r.email.toLowerCase().includes(needle))
    : rows;
};

/** The printshops and their invitations; test mail and sending as far as the task's state allows. */
export function SupplierSection({ task, rowAction }: Props) {
  const ft = useInvitationsTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const suppliers = useSupplierTasks(task.id, { watch: task.state === TaskState.sent });
  const testMail = useSendTestMail();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<Sending>({ ids: [], count: 0, open: false });
  const [filter, setFilter] = useState('');
  // The table follows the typing a moment later: a keystroke never waits for 1,000 rows to filter.
  const deferredFilter = useDeferredValue(filter);

  const rows = suppliers.data ?? [];
  const canInviteOne = refusal('inviteOne', task.state) === null;
  const selectable = canInviteOne ? (row: SupplierTask) => row.mailState === 'pending' && !row.deleted : null;
  const chosen = selectable
    ? rows.filter((r) => selectable(r) && selected.has(r.supplierId)).map((r) => r.supplierId)
    : [];
  const pending = rows.filter((r) => r.mailState === 'pending' && !r.deleted);
  const uninvited = pending.length;
  const canSend = uninvited > 0 && (refusal('inviteAll', task.state) === null || canInviteOne);
  // The printshops a send invites: every one still pending, or those chosen.
  const readers = (ids: string[]) =>
    (ids.length ? pending.filter((r) => ids.includes(r.supplierId)) : pending).map((r) => r.language);
  // Why nothing can be sent; a closed task says so in its banner already.
  const blocked =
    task.state === TaskState.done ? null : refusal('inviteAll', task.state) && refusal('inviteOne', task.state);

  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const testHintId = useId();
  const sendTest = async () => {
    try {
      notify.notice(await testMail.mutateAsync(task.id));
    } catch (error) {
      notify.error(error);
    }
  };

  const actions = (
    <>
      {refusal('testMail', task.state) === null ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => void sendTest()}
            loading={testMail.isPending}
            aria-describedby={task.state === TaskState.ready ? testHintId : undefined}
          >
            {ft('suppliers.testMail')}
          </Button>
          {task.state === TaskState.ready ? (
            <Typography id={testHintId} variant="body2" color="text.secondary" sx={{ maxWidth: 260 }}>
              {ft('suppliers.testMailHint')}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {refusal('inviteAll', task.state) === null && uninvited > 0 ? (
        <Button variant="contained" onClick={() => setSending({ ids: [], count: uninvited, open: true })}>
          {ft('suppliers.sendAll')}
        </Button>
      ) : null}
      {canInviteOne && uninvited > 0 ? (
        <Button
          variant="outlined"
          disabled={chosen.length === 0}
          onClick={() => setSending({ ids: chosen, count: chosen.length, open: true })}
        >
          {ft('suppliers.sendSelected', { count: chosen.length })}
        </Button>
      ) : null}
    </>
  );

  const empty = (
    <EmptyState
      icon={<StorefrontOutlined />}
      title={ft('suppliers.empty')}
      hint={ft('suppliers.emptyHint')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.uaSupplier}>
          {ft('suppliers.emptyAction')}
        </Button>
      }
    />
  );

  return (
    <Section title={ft('suppliers.title')} actions={rows.length ? actions : null}>
      <Stack spacing={2}>
        {blocked && rows.length ? (
          <Typography variant="body2" color="text.secondary">
            {errorMessage(t, new ApiError(409, blocked.code, blocked.message))}
          </Typography>
        ) : null}
        <SendProgress rows={rows} />
        {canSend ? <MissingTexts task={task} readers={readers([])} /> : null}
        <QueryState
          query={suppliers}
          failed={ft('suppliers.loadFailed')}
          minHeight={120}
          isEmpty={(list) => list.length === 0}
          empty={empty}
        >
          {(list) => (
            <>
              {list.length > FILTER_FROM ? (
                <TextField
                  type="search"
                  size="small"
                  label={ft('suppliers.filter')}
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                  sx={{ maxWidth: 360 }}
                />
              ) : null}
              <SupplierTable
                rows={matching(list, deferredFilter)}
                selectable={selectable}
                selected={selected}
                onSelect={select}
                onSendOne={(row) => setSending({ ids: [row.supplierId], count: 1, open: true })}
                rowAction={rowAction}
                winnerId={task.state === TaskState.done ? task.supplierId : null}
              />
            </>
          )}
        </QueryState>
      </Stack>
      <SendDialog
        task={task}
        sending={sending}
        readers={readers(sending.ids)}
        onClose={() => setSending((s) => ({ ...s, open: false }))}
        onSent={() => setSelected(new Set())}
      />
    </Section>
  );
}
