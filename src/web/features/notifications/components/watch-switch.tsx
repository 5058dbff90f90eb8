import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSetWatch, useWatch } from '../api/watch.ts';
import { useNotificationsTexts } from '../i18n/texts.ts';

/** Whether the user hears of the task's events (docs/product.md#notifications); its owner does by default. */
export function WatchSwitch({ taskId }: { taskId: string }) {
  const ft = useNotificationsTexts();
  const notify = useNotify();
  const watch = useWatch(taskId);
  const setWatch = useSetWatch(taskId);
  return (
    <Tooltip title={ft('watch.help')} describeChild>
      <FormControlLabel
        control={
          <Switch
            checked={watch.data?.watching ?? false}
            slotProps={{ input: { role: 'switch' } }}
            disabled={!watch.data || setWatch.isPending}
            onChange={(_, on) => setWatch.mutate(on, { onError: notify.error })}
          />
        }
        label={ft('watch.label')}
      />
    </Tooltip>
  );
}
