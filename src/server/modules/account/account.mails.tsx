import type { StaffLanguage } from '../../../shared/languages.ts';
import { ActionButton, MailLayout, renderHtml, type MailContent } from '../mail/index.ts';

export type CodePurpose = 'activation' | 'reset';

const texts = {
  en: {
    activation: {
      subject: 'Your PrintTender activation code',
      lead: 'Welcome to PrintTender. Use this code to activate your account:',
      link: 'Or activate and sign in here, with the code filled in:',
      action: 'Activate and sign in',
    },
    reset: { subject: 'Your PrintTender password reset code', lead: 'Use this code to set a new password:' },
    hello: (name: string) => `Hello ${name},`,
    expires: 'The code is valid for 10 minutes.',
    ignore: 'If you did not ask for this, you can ignore this mail.',
    exists: {
      subject: 'Someone tried to register with your address',
      body: 'Someone, perhaps you, tried to register at PrintTender with this e-mail address. It already belongs to your account, so no new account was created.',
      hint: 'If it was you, log in, or reset your password if you forgot it. Otherwise you can ignore this mail.',
    },
    refused: {
      subject: 'Your PrintTender registration',
      body: 'Someone, perhaps you, tried to register at PrintTender with this e-mail address. No account was created with the details given.',
      hint: 'Register again with other details. If you already have an account, log in.',
    },
  },
  de: {
    activation: {
      subject: 'Ihr PrintTender-Aktivierungscode',
      lead: 'Willkommen bei PrintTender. Mit diesem Code aktivieren Sie Ihr Konto:',
      link: 'Oder aktivieren Sie es hier und melden sich an, der Code ist schon eingetragen:',
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
      subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
      body: 'Jemand, vielleicht Sie, hat versucht, sich mit dieser E-Mail-Adresse bei PrintTender zu registrieren. Sie gehört bereits zu Ihrem Konto, daher wurde kein neues Konto angelegt.',
      hint: 'Wenn Sie es waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Sonst können Sie diese Mail ignorieren.',
    },
    refused: {
      subject: 'Ihre Registrierung bei PrintTender',
      body: 'Jemand, vielleicht Sie, hat versucht, sich mit dieser E-Mail-Adresse bei PrintTender zu registrieren. Mit den angegebenen Daten wurde kein Konto angelegt.',
      hint: 'Registrieren Sie sich erneut mit anderen Daten. Wenn Sie bereits ein Konto haben, melden Sie sich an.',
    },
  },
} as const;

/**
 * A one-time code; the activation mail also links to the Activate page with the login name and the code in the
 * address's fragment (never sent to a server, so never in a log): with the password it activates and signs in.
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

/**
 * A registration that created no account (docs/product.md#accounts-and-workspaces): `exists` goes to the owner of
 * a taken address, `refused` to a fresh address whose username was taken. Neither names the username.
 */
export function registrationMail(which: 'exists' | 'refused', lang: StaffLanguage): MailContent {
  const t = texts[lang][which];
  const html = renderHtml(
    <MailLayout title={t.subject}>
      <p>{t.body}</p>
      <p>{t.hint}</p>
    </MailLayout>,
  );
  return { subject: t.subject, html, text: `${t.body}\n\n${t.hint}` };
}
