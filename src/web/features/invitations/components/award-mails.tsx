import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMailLog } from '../api/get-mail-log.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

const AWARD_KINDS = new Set(['order', 'not-chosen']);

type Props = {
  taskId: string;
  /** The printshops' names by id (the comparison's), named instead of their addresses. */
  names: ReadonlyMap<string, string>;
};

/** The mails an award sent: each winner's order, each other printshop's "not chosen", with their states. */
export function AwardMails({ taskId, names }: Props) {
  const ft = useInvitationsTexts();
  const { dateTime } = useFormat();
  const log = useMailLog(taskId, { enabled: true });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {ft('awardMails.title')}
      </Typography>
      <QueryState query={log} failed={ft('mailLog.loadFailed')} minHeight={40}>
        {(mails) => (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {mails
              .filter((m) => AWARD_KINDS.has(m.kind))
              .map((mail) => (
                <Typography component="li" key={mail.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {ft('awardMails.line', {
                    kind: ft(`mailLog.kinds.${mail.kind as 'order' | 'not-chosen'}`),
                    to: (mail.supplierId && names.get(mail.supplierId)) || mail.to,
                    state: ft(`mailLog.states.${mail.state}`),
                  })}
                  {mail.sentAt !== null ? ` · ${dateTime(mail.sentAt)}` : null}
                </Typography>
              ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
