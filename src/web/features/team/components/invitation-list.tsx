import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamInvitation } from '../../../../shared/schemas/team.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useCancelTeamInvitation } from '../api/cancel-invitation.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { useTranslation } from 'react-i18next';

const rejected = (invitation: TeamInvitation) => invitation.status === 'rejected';

/**
 * Invitations not yet accepted, with how long their link stays valid, and the declined ones until they would have
 * expired, so the inviter sees the answer (docs/product.md#accounts-and-workspaces).
 */
export function TeamInvitationList({ invitations, canManage }: { invitations: TeamInvitation[]; canManage: boolean }) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const notify = useNotify();
  const cancel = useCancelTeamInvitation();
  if (!invitations.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {ft('invitations.empty')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={ft('invitations.title')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invitations.map((invitation) => (
        <Box component="li" key={invitation.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`roles.${invitation.role}`)} ·{' '}
              {rejected(invitation)
                ? ft('invitations.rejected')
                : ft('invitations.validUntil', { date: dateTime(invitation.expiresAt) })}
            </Typography>
          </Box>
          {canManage ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<Close />}
              aria-label={ft(rejected(invitation) ? 'invitations.dismiss' : 'invitations.cancel', {
                email: invitation.email,
              })}
              loading={cancel.isPending && cancel.variables === invitation.id}
              onClick={() =>
                cancel.mutate(invitation.id, {
                  onSuccess: () => notify.success(ft('invitations.canceled')),
                  onError: notify.error,
                })
              }
            >
              {ft(rejected(invitation) ? 'invitations.remove' : 'invitations.withdraw')}
            </Button>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
