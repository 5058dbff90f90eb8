import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordScreenTexts } from '../../i18n/records.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useNotify } from '../../lib/form/notify.ts';
import { typedChanges } from '../../lib/form/typed-changes.ts';
import { ConflictAlert, type Typed } from '../conflict-alert.tsx';

type Options<T, V> = {
  /** The record as it is saved now; undefined when it is gone. Absent when creating. */
  reload: (() => Promise<T | undefined>) | undefined;
  /** A record's form values. */
  valuesOf: (record: T) => V;
  /** A field's label, by its path (`name`, `de.weight`). */
  label: (path: string) => string;
  /** A field's value as a person reads it, where the stored one is a code (a language). */
  show?: (path: string, value: string) => string;
};

type State = { message: string; yours?: Typed } | null;

/**
 * A colleague saved the record since the dialog opened it (409 RECORD_CHANGED): the dialog says who and when
 * and offers to reload. The reload resets the form to the saved record and lists what this person had typed
 * in the fields that now differ, so nothing typed is lost; the next save names the reloaded version.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
export function useRecordConflict<V extends FieldValues, T>(form: UseFormReturn<V, any, any>, options: Options<T, V>) {
  const rt = useRecordScreenTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const [conflict, setConflict] = useState<State>(null);

  const reload = async () => {
    const typed = form.getValues();
    const opened = form.formState.defaultValues ?? {};
    try {
      const record = await options.reload?.();
      if (!record) return setConflict({ message: rt('conflict.gone'), yours: [] });
      const fresh = options.valuesOf(record);
      form.reset(fresh);
      const yours = typedChanges(typed, opened, fresh).map(([path, value]): [string, string] => [
        options.label(path),
        options.show?.(path, value) ?? value,
      ]);
      setConflict((c) => c && { ...c, yours });
    } catch (error) {
      notify.error(error);
    }
  };

  return {
    /** True when the error is a conflict, now shown; anything else is the caller's. */
    caught: (error: unknown) => {
      if (!(error instanceof ApiError && error.code === 'RECORD_CHANGED')) return false;
      setConflict({ message: errorMessage(t, error) });
      return true;
    },
    clear: () => setConflict(null),
    alert: conflict ? (
      <ConflictAlert
        message={conflict.message}
        yours={conflict.yours}
        reloadLabel={rt('conflict.reload')}
        yoursLabel={rt('conflict.yours')}
        onReload={() => void reload()}
      />
    ) : null,
  };
}

export type RecordConflict = Pick<ReturnType<typeof useRecordConflict>, 'caught' | 'clear'>;
