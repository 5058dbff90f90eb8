import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import AttachFile from '@mui/icons-material/AttachFile';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { MailboxMessage } from '../../../../shared/schemas/mailbox.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMail } from '../api/get-mail.ts';
import { MailBody } from '../components/mail-body.tsx';

export function MailPage() {
  const { t } = useTranslation();
  const mail = useMail(useParams().mailId ?? '');

  const back = (
    <Button component={RouterLink} to=".." startIcon={<ArrowBack />} sx={{ display: { md: 'none' }, m: 1 }}>
      {t('mailbox.backToList')}
    </Button>
  );
  return (
    <>
      {back}
      <QueryState query={mail}>{(data) => <Mail mail={data} />}</QueryState>
    </>
  );
}

/** The files a mail carries (an order's PDF): each opens in a new tab, a PDF in the browser's viewer. */
function Attachments({ mail }: { mail: MailboxMessage }) {
  const { t } = useTranslation();
  if (mail.attachments.length === 0) return null;
  const href = (index: number) => `/api/mailbox/${encodeURIComponent(mail.id)}/attachments/${index}`;
  return (
    <Box component="section" aria-label={t('mailbox.attachments')} sx={{ px: 2, pb: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('mailbox.attachments')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mail.attachments.map((a) => (
          <Box component="li" key={a.index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AttachFile fontSize="small" aria-hidden />
            <Link href={href(a.index)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
              {a.filename}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('mailbox.attachmentSize', { size: Math.max(1, Math.round(a.size / 1024)) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Mail({ mail }: { mail: MailboxMessage }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { subject, from, to, receivedAt, html, text } = mail;
  const rows: [string, string][] = [
    [t('mailbox.from'), from],
    [t('mailbox.to'), to],
    [t('mailbox.received'), dateTime(receivedAt)],
  ];
  return (
    <Box component="article" aria-label={subject || t('mailbox.noSubject')}>
      <Box sx={{ px: 2, pt: { xs: 0, md: 2 }, pb: 1.5 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {subject || t('mailbox.noSubject')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Attachments mail={mail} />
      <Divider />
      <MailBody html={html} text={text} />
    </Box>
  );
}
