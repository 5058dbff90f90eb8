import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMe } from '../../../api/get-me.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useTeam } from '../api/get-team.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { TeamInvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList } from './member-list.tsx';

/** The workspace's employees and invitations; owners and admins manage them, members only see them. */
export function EmployeesSection() {
  const ft = useTeamTexts();
  const team = useTeam();
  const me = useMe().data;

  return (
    <>
      <Section title={ft('employees.title')}>
        <QueryState query={team} minHeight={120}>
          {({ canManage, members, invitations }) => (
            <Stack spacing={3}>
              {canManage ? null : <Alert severity="info">{ft('employees.readOnly')}</Alert>}
              {/* The user area's loader has read who is signed in before any page shows. */}
              {me ? (
                <MemberList
                  members={members}
                  canManage={canManage}
                  me={{ userId: me.user.id, role: me.workspace.role }}
                />
              ) : null}
              <div>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                  {ft('invitations.title')}
                </Typography>
                <TeamInvitationList invitations={invitations} canManage={canManage} />
              </div>
            </Stack>
          )}
        </QueryState>
      </Section>
      {team.data?.canManage ? (
        <Section title={ft('invite.title')}>
          <InviteForm />
        </Section>
      ) : null}
    </>
  );
}
