import { Fragment, useState, type ReactNode } from 'react';
import { useRecordScreenTexts } from '../i18n/records.ts';
import { useNotify } from '../lib/form/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type RecordDialog<T> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: T } | null;

/** Which dialog of a record screen (printshops, formats, companies) is open: none, create, edit or delete one. */
export function useRecordDialog<T>() {
  const [dialog, setDialog] = useState<RecordDialog<T>>(null);
  return {
    dialog,
    create: () => setDialog({ kind: 'create' }),
    edit: (record: T) => setDialog({ kind: 'edit', record }),
    remove: (record: T) => setDialog({ kind: 'delete', record }),
    close: () => setDialog(null),
  };
}

export type RecordDialogState<T> = ReturnType<typeof useRecordDialog<T>>;

type Texts<T> = {
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  deleted: string;
  deleteTitle: string;
  deleteText: (record: T) => string;
};

/** What the record's own form dialog gets: the record to edit (none to create), its title, save and close. */
export type RecordFormProps<T, V> = {
  record: T | undefined;
  title: string;
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  /** Editing: the record as saved now (after a colleague's change), which later saves build on; undefined if gone. */
  onReload?: () => Promise<T | undefined>;
};

type Props<T, V> = {
  state: RecordDialogState<T>;
  texts: Texts<T>;
  form: (props: RecordFormProps<T, V>) => ReactNode;
  create: (values: V) => Promise<unknown>;
  /** Saves the edited record; `record` is the version the form shows, which the update names. */
  update: (record: T, values: V) => Promise<unknown>;
  remove: (record: T) => Promise<unknown>;
  /** The screen's records as saved now (fetched afresh): a conflict's Reload. */
  reload: () => Promise<readonly T[]>;
};

/**
 * The dialogs of a record screen: the record's form to create or edit (a failure stays in the form), and
 * the question before a delete; each success is told and closes the dialog.
 */
export function RecordDialogs<T extends { id: string }, V>({
  state,
  texts,
  form,
  create,
  update,
  remove,
  reload,
}: Props<T, V>) {
  const rt = useRecordScreenTexts();
  const notify = useNotify();
  const { dialog, close } = state;
  if (!dialog) return null;
  if (dialog.kind === 'delete') {
    const deleteIt = async () => {
      try {
        await remove(dialog.record);
        notify.success(texts.deleted);
        close();
      } catch (error) {
        notify.error(error);
      }
    };
    return (
      <ConfirmDialog
        open
        danger
        title={texts.deleteTitle}
        confirmLabel={rt('delete')}
        onClose={close}
        onConfirm={deleteIt}
      >
        {texts.deleteText(dialog.record)}
      </ConfirmDialog>
    );
  }
  const record = dialog.kind === 'edit' ? dialog.record : undefined;
  const onSubmit = async (values: V) => {
    if (record) await update(record, values);
    else await create(values);
    notify.success(record ? texts.updated : texts.created);
    close();
  };
  const onReload = async () => {
    const fresh = record && (await reload()).find((r) => r.id === record.id);
    // The dialog edits the reloaded record from now on: its next save names the new version.
    if (fresh) state.edit(fresh);
    return fresh;
  };
  const title = record ? texts.editTitle : texts.createTitle;
  // Keyed by the record's id: the form starts afresh for each one, and stays when a reload brings a new version.
  return (
    <Fragment key={record?.id ?? 'new'}>
      {form({ record, title, onSubmit, onClose: close, onReload: record ? onReload : undefined })}
    </Fragment>
  );
}
