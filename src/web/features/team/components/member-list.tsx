import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RoleSchema, type Role } from '../../../../shared/schemas/account.ts';
import type { Employee } from '../../../../shared/schemas/team.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useRemoveEmployee } from '../api/remove-employee.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { useTranslation } from 'react-i18next';

type Props = {
  members: Employee[];
  canManage: boolean;
  /** The signed-in user: shown as "you", and not offered to change or remove themselves. */
  me: { userId: string; role: Role };
};

export function MemberList({ members, canManage, me }: Props) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const changeRole = useChangeRole();
  const remove = useRemoveEmployee();
  const [removing, setRemoving] = useState<Employee | null>(null);
  // Only an owner hands out or takes away ownership.
  const roles = RoleSchema.options.filter((role) => role !== 'owner' || me.role === 'owner');
  const manageable = (m: Employee) =>
    canManage && m.userId !== me.userId && (m.role !== 'owner' || me.role === 'owner');

  const onRole = (member: Employee, role: Role) =>
    changeRole.mutate(
      { memberId: member.id, role },
      { onSuccess: () => notify.success(ft('employees.roleChanged')), onError: notify.error },
    );

  return (
    <>
      <Stack component="ul" aria-label={ft('employees.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {members.map((m) => {
          const pendingRole =
            changeRole.isPending && changeRole.variables.memberId === m.id ? changeRole.variables.role : undefined;
          return (
            <Box
              component="li"
              key={m.id}
              // A line between members: a list holds only its items (a divider item is no member).
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 1,
                py: 1.25,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {m.username}
                  {m.userId === me.userId ? (
                    <Chip label={ft('employees.you')} size="small" color="primary" variant="outlined" sx={{ ml: 1 }} />
                  ) : null}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Typography>
              </Box>
              {manageable(m) ? (
                <>
                  <TextField
                    select
                    size="small"
                    value={pendingRole ?? m.role}
                    disabled={pendingRole !== undefined}
                    onChange={(event) => onRole(m, RoleSchema.parse(event.target.value))}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': ft('employees.roleOf', { name: m.username }) },
                    }}
                    sx={{ width: 160 }}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </TextField>
                  <Tooltip title={ft('employees.remove', { name: m.username })}>
                    <IconButton
                      aria-label={ft('employees.remove', { name: m.username })}
                      onClick={() => setRemoving(m)}
                    >
                      <PersonRemoveOutlined />
                    </IconButton>
                  </Tooltip>
                </>
              ) : (
                <Typography variant="body2" sx={{ width: 160, px: 1.75 }}>
                  {t(`roles.${m.role}`)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      {removing ? (
        <ConfirmDialog
          open
          danger
          title={ft('employees.removeTitle')}
          confirmLabel={ft('employees.removeConfirm')}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(removing.id);
              notify.success(ft('employees.removed'));
              setRemoving(null);
            } catch (error) {
              notify.error(error);
            }
          }}
        >
          {ft('employees.removeText', { name: removing.username })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
