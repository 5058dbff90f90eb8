import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { useNotify } from '../../../lib/form/notify.ts';
import { useStoreFormat } from '../api/store-format.ts';
import { useTasksTexts } from '../i18n/texts.ts';

type Props = { taskId: string; formatId: string; title: string; onStored: (formatId: string) => void };

/** Saves a free format of the task as a stored format of the workspace (in any state of the task). */
export function StoreFormatButton({ taskId, formatId, title, onStored }: Props) {
  const ft = useTasksTexts();
  const notify = useNotify();
  const store = useStoreFormat();
  const save = async () => {
    try {
      const task = await store.mutateAsync({ taskId, formatId });
      const link = task.formats.find((f) => f.id === formatId)?.formatId;
      if (link) onStored(link);
      notify.success(ft('formats.storedDone'));
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Button
      startIcon={<BookmarkAddOutlined />}
      onClick={() => void save()}
      loading={store.isPending}
      aria-label={ft('formats.storeLabel', { title: title.trim() || ft('formats.untitled') })}
    >
      {ft('formats.store')}
    </Button>
  );
}
