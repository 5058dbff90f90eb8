import { useQueryClient } from '@tanstack/react-query';
import { STAFF_LANGUAGES } from '../../../../shared/languages.ts';
import { CompanyInputSchema, type Company } from '../../../../shared/schemas/companies.ts';
import type { ContactInput } from '../../../../shared/schemas/contact.ts';
import { ContactDialog, type ContactValues } from '../../../components/contact-dialog.tsx';
import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { RecordDialogs, type RecordDialogState } from '../../../components/record-dialogs.tsx';
import { useCreateCompany } from '../api/create-company.ts';
import { companiesQueryOptions } from '../../../api/get-companies.ts';
import { useDeleteCompany } from '../api/delete-company.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { useTeamTexts } from '../i18n/texts.ts';

/** What an order says of a company as the buyer: invoice address, payment terms, order number prefix. */
function CommercialFields({ form }: { form: UseFormReturn<ContactValues> }) {
  const ft = useTeamTexts();
  const field = (name: 'invoiceAddress' | 'paymentTerms' | 'orderNumberPrefix') => ({
    control: form.control,
    name,
    label: ft(`company.${name}`),
    helperText: ft(`company.${name}Help`),
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
      <FormTextField {...field('invoiceAddress')} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <FormTextField {...field('paymentTerms')} />
      <FormTextField {...field('orderNumberPrefix')} />
    </Box>
  );
}

/** The company dialogs of the Team screen: create, edit, delete. */
export function CompanyDialogs({ state }: { state: RecordDialogState<Company> }) {
  const ft = useTeamTexts();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const queryClient = useQueryClient();
  const remove = useDeleteCompany();
  return (
    <RecordDialogs<Company, ContactInput>
      state={state}
      texts={{
        createTitle: ft('companies.createTitle'),
        editTitle: ft('companies.editTitle'),
        created: ft('companies.created'),
        updated: ft('companies.updated'),
        deleted: ft('companies.deleted'),
        deleteTitle: ft('companies.deleteTitle'),
        deleteText: (company) => ft('companies.deleteText', { name: company.name }),
      }}
      form={(props) => (
        <ContactDialog
          {...props}
          schema={CompanyInputSchema}
          defaults={{ invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-' }}
          more={{ fields: (form) => <CommercialFields form={form} />, label: ft('company.paymentTerms') }}
          languages={STAFF_LANGUAGES}
        />
      )}
      create={(values) => create.mutateAsync(values)}
      update={(company, values) => update.mutateAsync({ id: company.id, version: company.version, ...values })}
      remove={(company) => remove.mutateAsync(company.id)}
      reload={async () => (await queryClient.fetchQuery({ ...companiesQueryOptions, staleTime: 0 })).items}
    />
  );
}
