import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * A received mail's body. HTML goes into a sandboxed frame: no scripts, no forms, no access to this page,
 * so a mail can neither run code here nor read the session.
 */
export function MailBody({ html, text }: { html: string | null; text: string }) {
  const { t } = useTranslation();
  if (html !== null) {
    return (
      <Box
        component="iframe"
        title={t('mailbox.content')}
        sandbox=""
        srcDoc={html}
        sx={{ display: 'block', width: '100%', height: '62vh', minHeight: 360, border: 0, bgcolor: 'common.white' }}
      />
    );
  }
  return (
    <Box
      component="pre"
      aria-label={t('mailbox.content')}
      sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.95rem' }}
    >
      {text}
    </Box>
  );
}
