import { useQueryClient } from '@tanstack/react-query';
import type { Format, FormatInput } from '../../../../shared/schemas/formats.ts';
import { formatsQueryOptions } from '../../../api/get-formats.ts';
import { RecordDialogs, type RecordDialogState } from '../../../components/record-dialogs.tsx';
import { useCreateFormat } from '../api/create-format.ts';
import { useDeleteFormat } from '../api/delete-format.ts';
import { useUpdateFormat } from '../api/update-format.ts';
import { useFormatsTexts } from '../i18n/texts.ts';
import { FormatDialog } from './format-dialog.tsx';

/** The Formats screen's dialogs: create, edit, delete. */
export function FormatDialogs({ state }: { state: RecordDialogState<Format> }) {
  const ft = useFormatsTexts();
  const create = useCreateFormat();
  const update = useUpdateFormat();
  const queryClient = useQueryClient();
  const remove = useDeleteFormat();
  return (
    <RecordDialogs<Format, FormatInput>
      state={state}
      texts={{
        createTitle: ft('createTitle'),
        editTitle: ft('editTitle'),
        created: ft('created'),
        updated: ft('updated'),
        deleted: ft('deleted'),
        deleteTitle: ft('deleteTitle'),
        deleteText: (format) => ft('deleteText', { title: format.title }),
      }}
      form={(props) => <FormatDialog {...props} />}
      create={(values) => create.mutateAsync(values)}
      update={(format, values) => update.mutateAsync({ id: format.id, version: format.version, ...values })}
      remove={(format) => remove.mutateAsync(format.id)}
      reload={async () => (await queryClient.fetchQuery({ ...formatsQueryOptions, staleTime: 0 })).items}
    />
  );
}
