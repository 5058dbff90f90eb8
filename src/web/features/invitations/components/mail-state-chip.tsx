import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { MailState } from '../../../../shared/mail-state.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

const colors: Record<MailState, ChipProps['color']> = {
  pending: 'default',
  queued: 'info',
  sent: 'primary',
  opened: 'success',
  clicked: 'success',
  failed: 'error',
  bounced: 'error',
  delayed: 'warning',
};

/** An invitation's state (docs/glossary.md#mail-state-texts); a failed, bounced or delayed one tells the mail server's answer on hover or focus. */
export function MailStateChip({ state, error }: { state: MailState; error: string | null }) {
  const ft = useInvitationsTexts();
  const chip = (
    <Chip
      size="small"
      color={colors[state]}
      variant={state === 'pending' || state === 'queued' ? 'outlined' : 'filled'}
      label={ft(`mailStates.${state}`)}
      tabIndex={error ? 0 : undefined}
    />
  );
  if (!error) return chip;
  return (
    <Tooltip title={error} describeChild>
      {chip}
    </Tooltip>
  );
}
