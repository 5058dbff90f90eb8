import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TeamInvitationInfo } from '../../../../shared/schemas/team.ts';
import { useMe } from '../../../api/get-me.ts';
import { invitationHref, loginHref, paths } from '../../../lib/paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useTeamTexts } from '../i18n/texts.ts';

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 1, sm: 4 }, p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** The page of the invitation mail's link: accept when signed in, else register with the address or log in. */
export function InvitationPage() {
  const ft = useTeamTexts();
  const { id = '' } = useParams();
  const invitation = useInvitation(id);
  const me = useMe();

  if (invitation.isPending || me.isPending) return <Loading minHeight="50vh" />;
  if (invitation.isError) {
    const unknown = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <Card>
        <PageTitle>{ft('invitation.title')}</PageTitle>
        {unknown ? <Alert severity="warning">{ft('invitation.notFound')}</Alert> : null}
        {unknown ? null : <LoadFailed error={invitation.error} onRetry={() => void invitation.refetch()} />}
      </Card>
    );
  }
  const info = invitation.data;
  if (info.status !== 'pending') {
    return (
      <Card>
        <PageTitle>{ft('invitation.title')}</PageTitle>
        <Alert severity="info">{closedText(ft, info)}</Alert>
        <div>
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {ft('invitation.toApp')}
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <PageTitle>{ft('invitation.heading', { inviter: info.inviter, workspace: info.workspace })}</PageTitle>
      <Typography>{ft('invitation.forEmail', { email: info.email })}</Typography>
      {me.data ? <Accept info={info} signedInAs={me.data.user.email} /> : <SignedOut info={info} />}
    </Card>
  );
}

function closedText(ft: ReturnType<typeof useTeamTexts>, info: TeamInvitationInfo): string {
  if (info.status === 'expired') return ft('invitation.expired', { inviter: info.inviter });
  if (info.status === 'accepted') return ft('invitation.isAccepted');
  if (info.status === 'rejected') return ft('invitation.rejected');
  return ft('invitation.canceled');
}

function Accept({ info, signedInAs }: { info: TeamInvitationInfo; signedInAs: string }) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();

  const onAccept = () =>
    accept.mutate(info.id, {
      onSuccess: async () => {
        notify.success(ft('invitation.accepted', { workspace: info.workspace }));
        // The session now works in the other workspace: nothing cached from the old one may show.
        queryClient.removeQueries();
        await navigate(paths.ua, { replace: true });
      },
    });

  return (
    <>
      <Typography color="text.secondary">{ft('invitation.signedInAs', { email: signedInAs })}</Typography>
      {accept.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(t, accept.error)}
        </Alert>
      ) : null}
      <div>
        <Button variant="contained" size="large" onClick={onAccept} loading={accept.isPending}>
          {ft('invitation.accept')}
        </Button>
      </div>
    </>
  );
}

function SignedOut({ info }: { info: TeamInvitationInfo }) {
  const ft = useTeamTexts();
  return (
    <>
      <Typography color="text.secondary">{ft('invitation.signedOut')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {/* The e-mail travels in the history entry, not in the address (see auth's handoff). */}
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.register}
          state={{ email: info.email }}
        >
          {ft('invitation.register')}
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={loginHref(invitationHref(info.id))}>
          {ft('invitation.login')}
        </Button>
      </Stack>
    </>
  );
}
