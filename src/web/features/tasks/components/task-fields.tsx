import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type Currency } from '../../../../shared/currencies.ts';
import { currencySign } from '../../../../shared/money.ts';
import { StaffLanguageSchema } from '../../../../shared/schemas/languages.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { useCompanies } from '../../../api/get-companies.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import type { NewTaskFormValues } from '../lib/task-form-model.ts';
import { DateField } from '../../../components/form/date-field.tsx';

type Props<T extends FieldValues> = {
  /** A form whose values include the task's fields (the create form's or the whole task form's). */
  control: AnyControl<T>;
  readOnly?: boolean;
  /** Fields shown read-only although the form is not (an amendment cannot change them). */
  locked?: string[];
  /** The create dialog leaves the language at its preset. */
  withLanguage?: boolean;
  autoFocus?: boolean;
  /** What the server still misses (`Task.missing`): those dates say they are needed for sending. */
  missing?: string[];
  /** The task's currency (a new task's: the workspace's): its budget is in it. */
  currency?: Currency;
};

/** The task's own fields, shared by the create dialog and the task's page. */
export function TaskFields<T extends FieldValues>({
  control,
  readOnly: allReadOnly = false,
  locked = [],
  withLanguage = false,
  autoFocus = false,
  missing = [],
  currency = DEFAULT_CURRENCY,
}: Props<T>) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const c = control as unknown as Control<NewTaskFormValues>;
  const fixed = (field: string) => allReadOnly || locked.includes(field);
  const input = (field: string) => ({ input: { readOnly: fixed(field) } });
  // Said where a field could be changed before: what the printshops were invited to stays.
  const asSent = (field: string) => (!allReadOnly && locked.includes(field) ? ft('fields.asSent') : undefined);
  const hint = (field: string) => (missing.includes(field) ? ft('fields.needed') : undefined);
  return (
    <>
      <FormTextField
        control={c}
        name="name"
        label={ft('fields.name')}
        required={!fixed('name')}
        slotProps={input('name')}
        helperText={asSent('name')}
        autoFocus={autoFocus}
      />
      <FormTextField
        control={c}
        name="note"
        label={ft('fields.note')}
        slotProps={input('note')}
        multiline
        minRows={2}
      />
      <FormTextField
        control={c}
        name="address"
        label={ft('fields.address')}
        required={!fixed('address')}
        slotProps={input('address')}
        multiline
        minRows={3}
      />
      <FormTextField
        control={c}
        name="lettershop"
        label={ft('fields.lettershop')}
        slotProps={input('lettershop')}
        helperText={asSent('lettershop')}
        multiline
        minRows={2}
      />
      <CompanyField control={c} disabled={fixed('companyId')} helperText={asSent('companyId')} />
      <FormTextField
        control={c}
        name="poNumber"
        label={ft('fields.poNumber')}
        helperText={ft('fields.poNumberHelp')}
        slotProps={input('poNumber')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          control={c}
          name="deliveryDate"
          label={ft('fields.deliveryDate')}
          readOnly={fixed('deliveryDate')}
          hint={hint('deliveryDate')}
        />
        <DateField
          control={c}
          name="deadlineDate"
          label={ft('fields.deadlineDate')}
          readOnly={fixed('deadlineDate')}
          hint={hint('deadlineDate')}
        />
        <DateField
          control={c}
          name="awardDate"
          label={ft('fields.awardDate')}
          readOnly={fixed('awardDate')}
          hint={asSent('awardDate') ?? ft('fields.awardDateHelp')}
        />
      </Stack>
      <FormTextField
        control={c}
        name="budget"
        label={ft('fields.budget', { currency: currencySign(currency, language) })}
        slotProps={{ input: { readOnly: fixed('budget') }, htmlInput: { inputMode: 'decimal' } }}
        helperText={asSent('budget') ?? ft('fields.budgetHelp')}
        sx={{ maxWidth: { sm: 280 } }}
      />
      <Box>
        <FormCheckbox control={c} name="sealed" label={ft('fields.sealed')} disabled={fixed('sealed')} />
        <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
          {asSent('sealed') ?? ft('fields.sealedHelp')}
        </Typography>
      </Box>
      <FormTextField
        control={c}
        name="certificateGroups"
        label={ft('fields.requiredCertificates')}
        slotProps={input('certificateGroups')}
        helperText={asSent('certificateGroups') ?? ft('fields.requiredCertificatesHelp')}
      />
      {withLanguage ? (
        <FormSelectField
          control={c}
          name="lang"
          label={ft('fields.lang')}
          helperText={asSent('lang') ?? ft('fields.langHelp')}
          disabled={fixed('lang')}
          sx={{ maxWidth: { sm: 280 } }}
        >
          {StaffLanguageSchema.options.map((lang) => (
            <option key={lang} value={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </FormSelectField>
      ) : null}
    </>
  );
}

/**
 * Whom the task buys for: the workspace's buying company (the default) or one of its companies. Printshops read
 * it in every mail, on their page and on the order (docs/product.md, Buying company).
 */
function CompanyField({
  control,
  disabled,
  helperText,
}: {
  control: Control<NewTaskFormValues>;
  disabled: boolean;
  helperText?: string;
}) {
  const ft = useTasksTexts();
  const companies = useCompanies();
  const help = companies.isError ? ft('fields.companyFailed') : (helperText ?? ft('fields.companyHelp'));
  return (
    <FormSelectField
      control={control}
      name="companyId"
      label={ft('fields.company')}
      helperText={help}
      disabled={disabled || companies.isPending}
      sx={{ maxWidth: { sm: 480 } }}
    >
      <option value="">{ft('fields.companyWorkspace')}</option>
      {(companies.data ?? []).map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </FormSelectField>
  );
}
