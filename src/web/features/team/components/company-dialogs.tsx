import type { Company } from '../../../../shared/schemas/companies.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ContactDialog } from '../../../components/contact-dialog.tsx';
import { useRecordsTexts } from '../../../i18n/records.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { useDeleteCompany } from '../api/delete-company.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { useTeamTexts } from '../i18n/texts.ts';

/** Which company dialog is open, if any. */
export type CompanyDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; company: Company } | null;

export function CompanyDialogs({ dialog, onClose }: { dialog: CompanyDialog; onClose: () => void }) {
  const t = useTeamTexts();
  const r = useRecordsTexts();
  const notify = useNotify();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();

  if (!dialog) return null;
  if (dialog.kind === 'create') {
    return (
      <ContactDialog
        title={t('companies.createTitle')}
        onClose={onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notify.success(t('companies.created'));
          onClose();
        }}
      />
    );
  }
  const { company } = dialog;
  if (dialog.kind === 'edit') {
    return (
      <ContactDialog
        key={company.id}
        title={t('companies.editTitle')}
        contact={company}
        onClose={onClose}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: company.id, ...values });
          notify.success(t('companies.updated'));
          onClose();
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t('companies.deleteTitle')}
      text={t('companies.deleteText', { name: company.name })}
      confirmLabel={r('delete')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(company.id);
          notify.success(t('companies.deleted'));
          onClose();
        } catch (error) {
          notify.error(error);
        }
      }}
    />
  );
}
