import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client.ts';
import { errorMessage } from '../error-message.ts';

/** Puts a failed submit's error under the field the server named, or above the form when it names none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
export function showSubmitError<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown, t: TFunction) {
  const message = errorMessage(t, error);
  const field = error instanceof ApiError ? error.field : undefined;
  if (field && Object.hasOwn(form.getValues(), field)) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  } else {
    form.setError('root.server', { type: 'server', message });
  }
}
