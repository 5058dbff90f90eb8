import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../shared/currencies.ts';
import { CurrencySchema } from '../../../../shared/schemas/currencies.ts';
import { BuyingCompanyInputSchema, type Workspace } from '../../../../shared/schemas/workspace.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useSaveWorkspace } from '../api/save-workspace.ts';
import { useTeamTexts } from '../i18n/texts.ts';

type Props = {
  workspace: Workspace;
  onSaved?: (saved: Workspace) => void;
  /** Beside the save button (the onboarding's "Later"). */
  extra?: ReactNode;
  autoFocus?: boolean;
};

const empty = {
  name: '',
  address: '',
  vatNumber: '',
  phone: '',
  invoiceAddress: '',
  paymentTerms: '',
  orderNumberPrefix: 'PO-',
  country: '',
};

// The workspace's currency is saved with its company: the server records it only when it changed.
const SettingsSchema = BuyingCompanyInputSchema.extend({ currency: CurrencySchema });

/**
 * The company the workspace buys for: name and address required, VAT number and phone optional. What
 * printshops read as the buyer (docs/product.md, Buying company). Saves over the version last read, with the
 * workspace's currency (docs/product.md#currencies).
 */
export function BuyingCompanyForm({ workspace, onSaved, extra, autoFocus }: Props) {
  const { t } = useTranslation();
  const ft = useTeamTexts();
  const save = useSaveWorkspace();
  const form = useForm({
    resolver: zodResolver(SettingsSchema),
    defaultValues: { ...(workspace.company ?? empty), currency: workspace.currency },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, version: workspace.version });
      form.reset({ ...(saved.company ?? values), currency: saved.currency });
      onSaved?.(saved);
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <FormTextField
        control={form.control}
        name="name"
        label={ft('company.name')}
        helperText={ft('company.nameHelp')}
        required
        autoFocus={autoFocus}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={ft('company.address')}
        required
        multiline
        minRows={3}
      />
      <FormTextField control={form.control} name="vatNumber" label={ft('company.vatNumber')} />
      <FormTextField control={form.control} name="phone" label={ft('company.phone')} />
      <FormTextField
        control={form.control}
        name="country"
        label={ft('company.country')}
        helperText={ft('company.countryHelp')}
      />
      <FormTextField
        control={form.control}
        name="invoiceAddress"
        label={ft('company.invoiceAddress')}
        helperText={ft('company.invoiceAddressHelp')}
        multiline
        minRows={2}
      />
      <FormTextField
        control={form.control}
        name="paymentTerms"
        label={ft('company.paymentTerms')}
        helperText={ft('company.paymentTermsHelp')}
      />
      <FormTextField
        control={form.control}
        name="orderNumberPrefix"
        label={ft('company.orderNumberPrefix')}
        helperText={ft('company.orderNumberPrefixHelp')}
      />
      <FormSelectField
        control={form.control}
        name="currency"
        label={ft('company.currency')}
        helperText={ft('company.currencyHelp')}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </FormSelectField>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {ft('company.save')}
        </Button>
        {extra}
      </Stack>
    </FormStack>
  );
}
