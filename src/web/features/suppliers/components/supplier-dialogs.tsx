import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES } from '../../../../shared/languages.ts';
import { SupplierInputSchema, type Supplier, type SupplierInput } from '../../../../shared/schemas/suppliers.ts';
import { suppliersQueryOptions } from '../../../api/get-suppliers.ts';
import { ContactDialog } from '../../../components/contact-dialog.tsx';
import { RecordDialogs, type RecordDialogState } from '../../../components/record-dialogs.tsx';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { useSuppliersTexts } from '../i18n/texts.ts';
import { BouncedLine } from './bounced-line.tsx';
import { CertificatesEditor } from './certificates-editor.tsx';

/** The Printshops screen's dialogs: create, edit, delete. */
export function SupplierDialogs({ state }: { state: RecordDialogState<Supplier> }) {
  const ft = useSuppliersTexts();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const queryClient = useQueryClient();
  const remove = useDeleteSupplier();
  return (
    <RecordDialogs<Supplier, SupplierInput>
      state={state}
      texts={{
        createTitle: ft('createTitle'),
        editTitle: ft('editTitle'),
        created: ft('created'),
        updated: ft('updated'),
        deleted: ft('deleted'),
        deleteTitle: ft('deleteTitle'),
        deleteText: (supplier) => ft('deleteText', { name: supplier.name }),
      }}
      form={(props) => (
        <ContactDialog
          {...props}
          // The schema gives every printshop its certificates (an empty list at least).
          onSubmit={(values) => props.onSubmit(values as SupplierInput)}
          schema={SupplierInputSchema}
          more={{ fields: (form) => <CertificatesEditor form={form} />, label: ft('certificates.title') }}
          languages={LANGUAGES}
          languageHelp={ft('languageHelp')}
          notice={<BouncedLine at={props.record?.bouncedAt ?? null} />}
        />
      )}
      create={(values) => create.mutateAsync(values)}
      update={(supplier, values) => update.mutateAsync({ id: supplier.id, version: supplier.version, ...values })}
      remove={(supplier) => remove.mutateAsync(supplier.id)}
      reload={async () => (await queryClient.fetchQuery({ ...suppliersQueryOptions, staleTime: 0 })).items}
    />
  );
}
