import type { Format } from '../../../../shared/schemas/formats.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRecordsTexts } from '../../../i18n/records.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useCreateFormat } from '../api/create-format.ts';
import { useDeleteFormat } from '../api/delete-format.ts';
import { useUpdateFormat } from '../api/update-format.ts';
import { useFormatsTexts } from '../i18n/texts.ts';
import { FormatDialog } from './format-dialog.tsx';

/** Which dialog of the Formats screen is open, if any. */
export type FormatDialogState = { kind: 'create' } | { kind: 'edit' | 'delete'; format: Format } | null;

export function FormatDialogs({ dialog, onClose }: { dialog: FormatDialogState; onClose: () => void }) {
  const t = useFormatsTexts();
  const r = useRecordsTexts();
  const notify = useNotify();
  const create = useCreateFormat();
  const update = useUpdateFormat();
  const remove = useDeleteFormat();

  if (!dialog) return null;
  if (dialog.kind === 'create') {
    return (
      <FormatDialog
        title={t('createTitle')}
        onClose={onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notify.success(t('created'));
          onClose();
        }}
      />
    );
  }
  const { format } = dialog;
  if (dialog.kind === 'edit') {
    return (
      <FormatDialog
        key={format.id}
        title={t('editTitle')}
        format={format}
        onClose={onClose}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: format.id, ...values });
          notify.success(t('updated'));
          onClose();
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      text={t('deleteText', { title: format.title })}
      confirmLabel={r('delete')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(format.id);
          notify.success(t('deleted'));
          onClose();
        } catch (error) {
          notify.error(error);
        }
      }}
    />
  );
}
