import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

// Links of a mail open in a new tab (a supplier's offer link must be usable from here); the frame itself
// never navigates. Placed in the head so the page keeps its doctype and standards mode.
const linksInNewTab = (html: string) =>
  /<head(?:\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(?:\s[^>]*)?>/i, '$&<base target="_blank">')
    : `<base target="_blank">${html}`;

/**
 * A received mail's body. HTML goes into a sandboxed frame: no scripts, no forms, no access to this page,
 * so a mail can neither run code here nor read the session. Its links may open new tabs, outside the sandbox.
 */
export function MailBody({ html, text }: { html: string | null; text: string }) {
  const { t } = useTranslation();
  if (html !== null) {
    return (
      <Box
        component="iframe"
        title={t('mailbox.content')}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={linksInNewTab(html)}
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
