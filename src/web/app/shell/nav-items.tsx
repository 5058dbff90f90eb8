import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/get-config.ts';
import { paths } from '../../lib/paths.ts';

export type NavItem = { to: string; label: string; hint?: string; icon: ReactNode };

/** The sidebar's entries, in order. A feature that gets a page adds its entry here. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const config = useConfig();
  const items: NavItem[] = [
    { to: paths.uaDashboard, label: t('nav.dashboard'), icon: <DashboardOutlined /> },
    { to: paths.uaFormat, label: t('nav.formats'), icon: <ViewQuiltOutlined /> },
    { to: paths.uaSupplier, label: t('nav.suppliers'), icon: <StorefrontOutlined /> },
    { to: paths.uaTask, label: t('nav.tasks'), icon: <AssignmentOutlined /> },
    { to: paths.uaSpend, label: t('nav.spend'), icon: <InsightsOutlined /> },
    { to: paths.uaTeam, label: t('nav.team'), icon: <GroupsOutlined /> },
    { to: paths.uaSettings, label: t('nav.settings'), icon: <SettingsOutlined /> },
  ];
  if (config.data?.mailbox) {
    items.push({ to: paths.uaMailbox, label: t('nav.mailbox'), hint: t('nav.mailboxNotice'), icon: <MailOutlined /> });
  }
  return items;
}
