import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMe } from '../../../api/get-me.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useTeam } from '../api/get-team.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList } from './member-list.tsx';
import { Section } from './section.tsx';

/** The workspace's employees and invitations; owners and admins manage them, members only see them. */
export function EmployeesSection() {
  const t = useTeamTexts();
  const team = useTeam();
  const me = useMe().data;

  return (
    <>
      <Section title={t('employees.title')}>
        {team.isPending || !me ? <Loading minHeight={120} /> : null}
        {team.isError ? <LoadFailed error={team.error} onRetry={() => void team.refetch()} /> : null}
        {team.data && me ? (
          <Stack spacing={3}>
            {team.data.canManage ? null : <Alert severity="info">{t('employees.readOnly')}</Alert>}
            <MemberList members={team.data.members} canManage={team.data.canManage} me={{ userId: me.user.id, role: me.workspace.role }} />
            <div>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {t('invitations.title')}
              </Typography>
              <InvitationList invitations={team.data.invitations} canManage={team.data.canManage} />
            </div>
          </Stack>
        ) : null}
      </Section>
      {team.data?.canManage ? (
        <Section title={t('invite.title')}>
          <InviteForm />
        </Section>
      ) : null}
    </>
  );
}
