import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type ReactNode } from 'react';
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
import { paths } from '../../../lib/paths.ts';
import { useSupplierTaskList } from '../../../api/get-supplier-tasks.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { languagesOf, lastTaskIds, matching, type RowFilter } from '../lib/candidates.ts';
import { CandidateToolbar } from './candidate-toolbar.tsx';
import { MissingTexts } from './missing-texts.tsx';
import { SendDialog, type Sending } from './send-dialog.tsx';
import { SendProgress } from './send-progress.tsx';
import { SupplierTable } from './supplier-table.tsx';
import { TestMail } from './test-mail.tsx';

type Props = {
  task: Task;
  /** Another feature's action on a printshop's row (the offers' accept). */
  rowAction?: (row: SupplierTask) => ReactNode;
  /** Once awarded, the printshops that won (the award's, several for a split award); else the accepted one. */
  winners?: ReadonlySet<string>;
};

// The filters above a table that is longer than a screen, when no printshop is to be picked.
const FILTER_FROM = 8;

const isCandidate = (row: SupplierTask) => row.mailState === 'pending' && !row.deleted;

/**
 * The printshops and their invitations; test mail and sending as far as the task's state allows. Before and
 * after sending, staff pick whom to invite (docs/product.md#invitations): the printshops not invited yet are
 * candidates with a checkbox, filtered by name and language, the previous tender's a click away; the primary
 * button invites those picked, and before the first send a second one invites every candidate.
 */
export function SupplierSection({ task, rowAction, winners }: Props) {
  const ft = useInvitationsTexts();
  const { t } = useTranslation();
  const suppliers = useSupplierTaskList(task.id, { watch: task.state === TaskState.sent });
  // Ids, not rows: the selection outlives the list's live refreshes, and an id invited meanwhile drops out.
  // Null until the buyer changes it: till then a copy's draft has its source's printshops ticked (`preset`).
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [sending, setSending] = useState<Sending>({ ids: [], count: 0, others: 0, open: false });
  const [filter, setFilter] = useState<RowFilter>({ text: '', language: '' });
  // The table follows the typing a moment later: a keystroke never waits for 1,000 rows to filter.
  const deferredFilter = useDeferredValue(filter);

  const rows = suppliers.data?.items ?? [];
  const previous = suppliers.data?.previous ?? null;
  const canInviteOne = refusal('inviteOne', task.state) === null;
  const canInviteAll = refusal('inviteAll', task.state) === null;
  const uninvited = rows.filter(isCandidate);
  // Inviting every one would be refused (CERTIFICATE_MISSING) while one of them lacks a required certificate.
  const lacking = uninvited.filter((r) => r.lacking.length > 0).length;
  // The printshops that may be picked now: none while the task's state allows no invitation.
  const candidates = canInviteOne ? uninvited : [];
  const selectable = canInviteOne ? isCandidate : null;
  // A copy, before its first send, starts with the printshops its source invited (docs/product.md#copy).
  const source = suppliers.data?.copiedFrom ?? null;
  const preset = task.state < TaskState.sent ? lastTaskIds(candidates, source) : [];
  const selected = picked ?? new Set(preset);
  const chosen = candidates.filter((r) => selected.has(r.supplierId)).map((r) => r.supplierId);
  const shown = matching(rows, deferredFilter);
  const shownIds = new Set(shown.map((r) => r.supplierId));
  const hidden = chosen.filter((id) => !shownIds.has(id)).length;
  const lastTask = lastTaskIds(candidates, previous);
  const canSend = uninvited.length > 0 && (canInviteAll || canInviteOne);
  // The printshops a send invites: every one not invited yet, or those chosen.
  const readers = (ids: string[]) => {
    const named = new Set(ids);
    return (ids.length ? uninvited.filter((r) => named.has(r.supplierId)) : uninvited).map((r) => r.language);
  };
  // Why nothing can be sent; a closed task says so in its banner already.
  const blocked =
    task.state === TaskState.done ? null : refusal('inviteAll', task.state) && refusal('inviteOne', task.state);

  const select = (ids: string[], on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev ?? selected);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const send = (ids: string[]) => {
    const count = ids.length || uninvited.length;
    setSending({ ids, count, others: uninvited.length - count, open: true });
  };

  const actions = (
    <>
      {refusal('testMail', task.state) === null ? (
        <TestMail taskId={task.id} hint={task.state === TaskState.ready} />
      ) : null}
      {canInviteAll && uninvited.length > 0 && lacking === 0 ? (
        <Button variant="outlined" onClick={() => send([])}>
          {ft('suppliers.inviteAll', { count: uninvited.length })}
        </Button>
      ) : null}
      {candidates.length > 0 ? (
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => send(chosen)}>
          {ft('suppliers.invite', { count: chosen.length })}
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
        {canSend && lacking > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {ft('suppliers.lackingHint', { count: lacking })}
          </Typography>
        ) : null}
        {canSend ? <MissingTexts task={task} readers={readers([])} /> : null}
        {picked === null && source && preset.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {ft('suppliers.copiedTicked', { count: preset.length, name: source.name })}
          </Typography>
        ) : null}
        <QueryState
          query={suppliers}
          failed={ft('suppliers.loadFailed')}
          minHeight={120}
          isEmpty={(list) => list.items.length === 0}
          empty={empty}
        >
          {(list) => (
            <>
              {candidates.length > 0 || list.items.length > FILTER_FROM || task.certificateGroups.length > 0 ? (
                <CandidateToolbar
                  filter={filter}
                  onFilter={setFilter}
                  languages={languagesOf(list.items)}
                  requires={task.certificateGroups.length > 0}
                  picking={candidates.length > 0}
                  selected={chosen.length}
                  hidden={hidden}
                  onClear={() => setPicked(new Set())}
                  previous={previous}
                  lastTask={lastTask}
                  onLastTask={() => select(lastTask, true)}
                />
              ) : null}
              {shown.length > 0 ? (
                <SupplierTable
                  rows={shown}
                  selectable={selectable}
                  selected={selected}
                  onSelect={select}
                  onSendOne={(row) => send([row.supplierId])}
                  rowAction={rowAction}
                  winners={
                    winners ?? new Set(task.state === TaskState.done && task.supplierId ? [task.supplierId] : [])
                  }
                  formatCount={task.formats.length}
                  currency={task.currency}
                />
              ) : (
                <Typography color="text.secondary">{ft('suppliers.noMatch')}</Typography>
              )}
            </>
          )}
        </QueryState>
      </Stack>
      <SendDialog
        task={task}
        sending={sending}
        readers={readers(sending.ids)}
        onClose={() => setSending((s) => ({ ...s, open: false }))}
        // A send to all leaves nobody to pick; one of a row leaves the rest of the selection as it was.
        onSent={() => (sending.ids.length ? select(sending.ids, false) : setPicked(new Set()))}
      />
    </Section>
  );
}
