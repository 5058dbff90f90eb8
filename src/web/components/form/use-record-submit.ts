import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../lib/form/form-errors.ts';
import { useNotify } from '../../lib/form/notify.ts';

/** A record dialog's submit: saves; a failure shows in the form, under the field the server named, and as a notice. */
export function useRecordSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  onSubmit: (values: Out) => Promise<void>,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showSubmitError(form, error, t);
      notify.error(error);
    }
  });
}
