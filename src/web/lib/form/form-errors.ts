import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client.ts';
import { errorMessage } from '../error-message.ts';

/**
 * Puts a failed submit's error under the field the server named (a nested one too: `formats.0.spec.size.widthMm`,
 * `spec.papers.1.grammage`), or above the form when it names none the form has.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
export function showSubmitError<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown, t: TFunction) {
  const message = errorMessage(t, error);
  const field = error instanceof ApiError ? error.field : undefined;
  if (field && form.getValues(field as Path<T>) !== undefined) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  } else {
    form.setError('root.server', { type: 'server', message });
  }
}
