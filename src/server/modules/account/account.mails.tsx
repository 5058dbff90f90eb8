import type { StaffLanguage } from '../../../shared/languages.ts';
import { ActionButton, MailLayout, renderHtml, type MailContent } from '../mail/index.ts';

export type CodePurpose = 'activation' | 'reset';

const texts = {
  en: {
    activation: {
      subject: 'Your PrintTender activation code',
      lead: 'Welcome to PrintTender. Use this code to activate your account:',
      link: 'Or activate and sign in with one click:',
      action: 'Activate and sign in',
    },
    reset: { subject: 'Your PrintTender password reset code', lead: 'Use this code to set a new password:' },
    hello: (name: string) => `Hello ${name},`,
    expires: 'The code is valid for 10 minutes.',
    ignore: 'If you did not ask for this, you can ignore this mail.',
    exists: {
      subject: 'Your PrintTender registration',
      body: 'Someone, perhaps you, tried to register at PrintTender with this e-mail address or with a username that is already taken. No account was created.',
      hint: 'If you already have an account, log in or reset your password. Otherwise register again with another username.',
    },
  },
  de: {
    activation: {
      subject: 'Ihr PrintTender-Aktivierungscode',
      lead: 'Willkommen bei PrintTender. Mit diesem Code aktivieren Sie Ihr Konto:',
      link: 'Oder aktivieren Sie es und melden sich mit einem Klick an:',
      action: 'Aktivieren und anmelden',
    },
    reset: {
      subject: 'Ihr Code zum Zurücksetzen des PrintTender-Passworts',
      lead: 'Mit diesem Code setzen Sie ein neues Passwort:',
    },
    hello: (name: string) => `Hallo ${name},`,
    expires: 'Der Code ist 10 Minuten gültig.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese Mail ignorieren.',
    exists: {
      subject: 'Ihre Registrierung bei PrintTender',
      body: 'Jemand, vielleicht Sie, hat versucht, sich mit dieser E-Mail-Adresse oder einem bereits vergebenen Benutzernamen bei PrintTender zu registrieren. Es wurde kein Konto angelegt.',
      hint: 'Wenn Sie bereits ein Konto haben, melden Sie sich an oder setzen Sie Ihr Passwort zurück. Sonst registrieren Sie sich mit einem anderen Benutzernamen.',
    },
  },
} as const;

/**
 * A one-time code; the activation mail also links to the Activate page with the login name and the code in the
 * address's fragment (never sent to a server, so never in a log): one click there activates and signs in.
 */
export function codeMail(
  purpose: CodePurpose,
  lang: StaffLanguage,
  name: string,
  code: string,
  activateUrl: string,
): MailContent {
  const t = texts[lang];
  const p = t[purpose];
  const link =
    purpose === 'activation'
      ? {
          text: t.activation.link,
          action: t.activation.action,
          href: `${activateUrl}#${new URLSearchParams({ login: name, code })}`,
        }
      : null;
  const html = renderHtml(
    <MailLayout title={p.subject}>
      <p>{t.hello(name)}</p>
      <p>{p.lead}</p>
      <p style={{ fontSize: 28, fontWeight: 'bold', letterSpacing: 6, fontFamily: 'monospace' }}>{code}</p>
      {link ? (
        <>
          <p>{link.text}</p>
          <ActionButton href={link.href}>{link.action}</ActionButton>
        </>
      ) : null}
      <p>{t.expires}</p>
      <p style={{ color: '#616e7c', fontSize: 13 }}>{t.ignore}</p>
    </MailLayout>,
  );
  const linkLines = link ? [link.text, link.href, ''] : [];
  const text = [t.hello(name), '', p.lead, '', code, '', ...linkLines, t.expires, t.ignore].join('\n');
  return { subject: p.subject, html, text };
}

export function accountExistsMail(lang: StaffLanguage): MailContent {
  const t = texts[lang].exists;
  const html = renderHtml(
    <MailLayout title={t.subject}>
      <p>{t.body}</p>
      <p>{t.hint}</p>
    </MailLayout>,
  );
  return { subject: t.subject, html, text: `${t.body}\n\n${t.hint}` };
}
