import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ContactDialog } from '../../../components/contact-dialog.tsx';
import { useRecordsTexts } from '../../../i18n/records.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { useSuppliersTexts } from '../i18n/texts.ts';

/** Which dialog of the Printshops screen is open, if any. */
export type SupplierDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; supplier: Supplier } | null;

export function SupplierDialogs({ dialog, onClose }: { dialog: SupplierDialog; onClose: () => void }) {
  const t = useSuppliersTexts();
  const r = useRecordsTexts();
  const notify = useNotify();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const remove = useDeleteSupplier();

  if (!dialog) return null;
  if (dialog.kind === 'create') {
    return (
      <ContactDialog
        title={t('createTitle')}
        languageHelp={t('languageHelp')}
        onClose={onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notify.success(t('created'));
          onClose();
        }}
      />
    );
  }
  const { supplier } = dialog;
  if (dialog.kind === 'edit') {
    return (
      <ContactDialog
        key={supplier.id}
        title={t('editTitle')}
        contact={supplier}
        languageHelp={t('languageHelp')}
        onClose={onClose}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: supplier.id, ...values });
          notify.success(t('updated'));
          onClose();
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      text={t('deleteText', { name: supplier.name })}
      confirmLabel={r('delete')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(supplier.id);
          notify.success(t('deleted'));
          onClose();
        } catch (error) {
          notify.error(error);
        }
      }}
    />
  );
}
