import { Section } from '../../components/section.tsx';
import { SettingsPage } from '../../features/account/routes/settings-page.tsx';
import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings.tsx';
import { useNotificationsTexts } from '../../features/notifications/i18n/texts.ts';

/** The settings page with the notifications' preference (docs/product.md#notifications). */
export function SettingsRoute() {
  const ft = useNotificationsTexts();
  return (
    <SettingsPage
      more={
        <Section title={ft('settings.title')}>
          <NotificationSettingsForm />
        </Section>
      }
    />
  );
}
