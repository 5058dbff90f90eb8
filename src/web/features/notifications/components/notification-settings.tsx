import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { NOTIFICATION_MODES, type NotificationMode } from '../../../../shared/notification-kinds.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import { useNotificationsTexts } from '../i18n/texts.ts';

/** How the user's notifications are mailed; a choice is saved at once. */
export function NotificationSettingsForm() {
  const ft = useNotificationsTexts();
  const notify = useNotify();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <QueryState query={settings} minHeight={120}>
      {(data) => (
        <FormControl disabled={save.isPending}>
          <FormLabel id="notification-mode">{ft('settings.intro')}</FormLabel>
          <RadioGroup
            aria-labelledby="notification-mode"
            value={data.mode}
            onChange={(_, mode) =>
              save.mutate(
                { mode: mode as NotificationMode },
                { onSuccess: () => notify.success(ft('settings.saved')), onError: notify.error },
              )
            }
          >
            {NOTIFICATION_MODES.map((mode) => (
              <FormControlLabel key={mode} value={mode} control={<Radio />} label={ft(`settings.${mode}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </QueryState>
  );
}
