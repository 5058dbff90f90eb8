import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TeamInvitationInfo } from '../../../../shared/schemas/team.ts';
import { useMe } from '../../../api/get-me.ts';
import { usePendingInvitation } from '../../../api/get-pending-invitation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { invitationHref, loginHref, paths } from '../../../lib/paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useTeamTexts } from '../i18n/texts.ts';

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 1, sm: 4 }, p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/**
 * The page of the invitation mail's link, and the question a signed-in user without a workspace answers first:
 * signed in, "Join workspace X?" with Accept and Decline; else register with the address or log in.
 */
export function InvitationPage() {
  const ft = useTeamTexts();
  const { id = '' } = useParams();
  const invitation = useInvitation(id);
  const me = useMe();
  // Signed in without a workspace yet: "me" is nobody, the session names the invitation to answer.
  const pending = usePendingInvitation();

  if (invitation.isPending || me.isPending || pending.isPending) return <Loading minHeight="50vh" />;
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
  const signedInAs = me.data?.user.email ?? pending.data?.email;
  if (!signedInAs) {
    return (
      <Card>
        <PageTitle>{ft('invitation.heading', { inviter: info.inviter, workspace: info.workspace })}</PageTitle>
        <Typography>{ft('invitation.forEmail', { email: info.email })}</Typography>
        <SignedOut info={info} />
      </Card>
    );
  }
  // Signed in: the question, answered with yes or no; nobody joins without saying yes.
  return (
    <Card>
      <PageTitle>{ft('invitation.question', { workspace: info.workspace })}</PageTitle>
      <Typography>{ft('invitation.invitedBy', { inviter: info.inviter, role: ft(`roles.${info.role}`) })}</Typography>
      <Typography>{ft('invitation.forEmail', { email: info.email })}</Typography>
      <Answer info={info} signedInAs={signedInAs} hasWorkspace={Boolean(me.data)} />
    </Card>
  );
}

function closedText(ft: ReturnType<typeof useTeamTexts>, info: TeamInvitationInfo): string {
  if (info.status === 'expired') return ft('invitation.expired', { inviter: info.inviter });
  if (info.status === 'accepted') return ft('invitation.isAccepted');
  if (info.status === 'rejected') return ft('invitation.rejected');
  return ft('invitation.canceled');
}

function Answer({
  info,
  signedInAs,
  hasWorkspace,
}: {
  info: TeamInvitationInfo;
  signedInAs: string;
  hasWorkspace: boolean;
}) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState(false);

  // The session now works in another workspace (or its first): nothing cached before may show.
  const done = async (text: string) => {
    notify.success(text);
    queryClient.removeQueries();
    await navigate(paths.ua, { replace: true });
  };
  const onAccept = () =>
    accept.mutate(info.id, { onSuccess: () => done(ft('invitation.accepted', { workspace: info.workspace })) });
  const failed = accept.error ?? decline.error;

  return (
    <>
      <Typography color="text.secondary">{ft('invitation.signedInAs', { email: signedInAs })}</Typography>
      {failed ? (
        <Alert severity="error" role="alert">
          {errorMessage(t, failed)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" onClick={onAccept} loading={accept.isPending}>
          {ft('invitation.accept')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => setDeclining(true)} disabled={accept.isPending}>
          {ft('invitation.decline')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={declining}
        title={ft('invitation.declineTitle', { workspace: info.workspace })}
        confirmLabel={ft('invitation.decline')}
        onClose={() => setDeclining(false)}
        onConfirm={async () => {
          try {
            await decline.mutateAsync(info.id);
            await done(ft('invitation.declined', { workspace: info.workspace }));
          } catch {
            // The page's alert says why.
            setDeclining(false);
          }
        }}
      >
        {ft(hasWorkspace ? 'invitation.declineText' : 'invitation.declineTextOwn', { inviter: info.inviter })}
      </ConfirmDialog>
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
