import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { ScrollBox } from '../../../components/scroll-box.tsx';
import { TASK_MAIL_KINDS } from '../../../../shared/mail-state.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useMailLog } from '../api/get-mail-log.ts';
import { isPlanned } from '../lib/mail-log.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

// A phone keeps what the mail was, to whom, its state and when it went out.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const isKind = (kind: string): kind is (typeof TASK_MAIL_KINDS)[number] =>
  (TASK_MAIL_KINDS as readonly string[]).includes(kind);

/** Every mail of the task (test mail, invitations, order), newest first; read when opened. */
export function MailLogSection({ taskId }: { taskId: string }) {
  const ft = useInvitationsTexts();
  const { dateTime } = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const log = useMailLog(taskId, { enabled: open });

  const content = (
    <QueryState
      query={log}
      failed={ft('mailLog.loadFailed')}
      minHeight={80}
      isEmpty={(mails) => mails.length === 0}
      empty={<Typography color="text.secondary">{ft('mailLog.empty')}</Typography>}
    >
      {(mails) => (
        <ScrollBox>
          <Table size="small" aria-label={ft('mailLog.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{ft('mailLog.kind')}</TableCell>
                <TableCell>{ft('mailLog.to')}</TableCell>
                <TableCell>{ft('mailLog.state')}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {ft('mailLog.attempts')}
                </TableCell>
                <TableCell sx={wideOnly}>{ft('mailLog.createdAt')}</TableCell>
                <TableCell>{ft('mailLog.sentAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {mails.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell>{isKind(mail.kind) ? ft(`mailLog.kinds.${mail.kind}`) : mail.kind}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{mail.to}</TableCell>
                  <TableCell>
                    {mail.error ? (
                      <Tooltip title={mail.error} describeChild>
                        <Typography component="span" color="error" tabIndex={0}>
                          {ft(`mailLog.states.${mail.state}`)}
                        </Typography>
                      </Tooltip>
                    ) : (
                      ft(`mailLog.states.${isPlanned(mail) ? 'planned' : mail.state}`)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {mail.attempts}
                  </TableCell>
                  <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{dateTime(mail.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {mail.sentAt !== null
                      ? dateTime(mail.sentAt)
                      : isPlanned(mail)
                        ? ft('mailLog.dueAt', { at: dateTime(mail.dueAt!) })
                        : '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </QueryState>
  );

  return (
    <Accordion
      expanded={open}
      onChange={() => setOpen(!open)}
      variant="outlined"
      disableGutters
      slotProps={{ region: { id: `${id}-details` } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography variant="h2">{ft('mailLog.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails>{content}</AccordionDetails>
    </Accordion>
  );
}
