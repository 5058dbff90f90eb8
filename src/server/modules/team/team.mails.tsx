import type { StaffLanguage } from '../../../shared/languages.ts';
import { ActionButton, MailLayout, renderHtml, type MailContent } from '../mail/index.ts';

const texts = {
  en: {
    subject: (ws: string) => `Join ${ws} on PrintTender`,
    body: (inviter: string, ws: string) =>
      `${inviter} invites you to the workspace “${ws}” on PrintTender, where your team buys print.`,
    action: 'Accept the invitation',
    hint: 'Open the link, then register with this e-mail address or log in. The invitation is valid for 7 days.',
  },
  de: {
    subject: (ws: string) => `Einladung zu ${ws} bei PrintTender`,
    body: (inviter: string, ws: string) =>
      `${inviter} lädt Sie in den Arbeitsbereich „${ws}“ bei PrintTender ein, in dem Ihr Team Druck einkauft.`,
    action: 'Einladung annehmen',
    hint: 'Öffnen Sie den Link und registrieren Sie sich mit dieser E-Mail-Adresse oder melden Sie sich an. Die Einladung gilt 7 Tage.',
  },
} as const;

export function teamInvitationMail(lang: StaffLanguage, inviter: string, workspace: string, link: string): MailContent {
  const t = texts[lang];
  const html = renderHtml(
    <MailLayout title={t.subject(workspace)}>
      <p>{t.body(inviter, workspace)}</p>
      <ActionButton href={link}>{t.action}</ActionButton>
      <p style={{ color: '#616e7c', fontSize: 13 }}>{t.hint}</p>
      <p style={{ color: '#616e7c', fontSize: 13, wordBreak: 'break-all' }}>{link}</p>
    </MailLayout>,
  );
  return {
    subject: t.subject(workspace),
    html,
    text: `${t.body(inviter, workspace)}\n\n${t.action}: ${link}\n\n${t.hint}`,
  };
}
