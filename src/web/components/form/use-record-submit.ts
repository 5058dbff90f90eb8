import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../lib/form/form-errors.ts';
import { useNotify } from '../../lib/form/notify.ts';
import type { RecordConflict } from './use-record-conflict.tsx';

/**
 * A record dialog's submit: saves; a failure shows in the form, under the field the server named, and as a
 * notice; a colleague's change in between (409 RECORD_CHANGED) shows as the conflict, with its reload.
 */
export function useRecordSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  onSubmit: (values: Out) => Promise<void>,
  conflict?: RecordConflict,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  return form.handleSubmit(async (values) => {
    conflict?.clear();
    try {
      await onSubmit(values);
    } catch (error) {
      if (conflict?.caught(error)) return;
      showSubmitError(form, error, t);
      notify.error(error);
    }
  });
}
