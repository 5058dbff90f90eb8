import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { STAFF_LANGUAGES, type StaffLanguage } from '../../shared/languages.ts';
import { storeHandoff, storeNotice } from '../lib/handoff-store.ts';
import { invitationHref, paths, safeNext } from '../lib/paths.ts';
import { storedLanguage, storeLanguage, textsOf, type Texts } from './texts.ts';

type Answer = { ok: boolean; body: { code?: string; message?: string; me?: unknown; invitation?: { id: string } } };

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: res.ok, body: ((await res.json().catch(() => ({}))) ?? {}) as Answer['body'] };
}

// Login answers that are not a failure of this form but a step the account must take first (as the staff app's).
const nextSteps: Record<string, string> = {
  PASSWORD_RESET_REQUIRED: paths.forgotConfirm,
};

/** An error's text in the reader's language: by its code, else the server's sentence. */
function errorText(t: Texts, body: Answer['body']): string {
  const texts = t.errors as Record<string, string>;
  return (body.code && texts[body.code]) || body.message || t.errors.UNEXPECTED;
}

/**
 * `/login` without the staff app (docs/decisions/029): the same card, fields and links in plain React and CSS.
 * A session goes on into the staff app at once; after the sign-in the page loads the staff app, whose files were
 * fetched meanwhile (prefetch-staff.ts).
 */
export function LoginApp() {
  const [language, setLanguage] = useState<StaffLanguage>(storedLanguage);
  const t = textsOf(language);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ login?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [mailbox, setMailbox] = useState(false);

  useEffect(() => {
    void call('GET', '/account/session').then(({ ok, body }) => {
      if (ok && body.me) location.replace(paths.ua);
      else if (ok && body.invitation) location.replace(invitationHref(body.invitation.id));
    });
    void call('GET', '/config').then(({ ok, body }) =>
      setMailbox(ok && (body as { mailbox?: boolean }).mailbox === true),
    );
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { login: login.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.login || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      const { ok, body } = await call('POST', '/account/login', { login, password });
      if (ok) {
        const next = new URLSearchParams(location.search).get('next');
        location.assign(body.invitation ? invitationHref(body.invitation.id) : safeNext(next));
        return;
      }
      const step = body.code ? nextSteps[body.code] : undefined;
      if (step) {
        storeHandoff(step, login);
        storeNotice(step, errorText(t, body));
        location.assign(step);
        return;
      }
      setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(false);
  };

  const handOff = (path: string) => () => storeHandoff(path, login);
  const required = t.validation.required;
  return (
    <div className="page">
      <title>{`${t.login.title} · ${t.app.name}`}</title>
      <header className="top">
        <a className="brand" href={paths.home}>
          {t.app.name}
        </a>
        <div className="switch" role="group" aria-label={t.language.label}>
          {STAFF_LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              aria-pressed={lang === language}
              onClick={() => {
                storeLanguage(lang);
                setLanguage(lang);
              }}
            >
              {t.language[lang]}
            </button>
          ))}
        </div>
      </header>
      <main className="main">
        <section className="card">
          <h1>{t.login.title}</h1>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            {error ? (
              <div className="alert error" role="alert">
                {error}
              </div>
            ) : null}
            <Field id="login" label={t.fields.login} error={missing.login ? required : undefined}>
              <input
                id="login"
                name="login"
                autoComplete="username"
                autoFocus
                value={login}
                aria-invalid={missing.login || undefined}
                onChange={(e) => setLogin(e.target.value)}
              />
            </Field>
            <Field id="password" label={t.fields.password} error={missing.password ? required : undefined}>
              <input
                id="password"
                name="password"
                type={visible ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                aria-invalid={missing.password || undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className="eye"
                aria-label={visible ? t.fields.hidePassword : t.fields.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
              >
                <Eye open={!visible} />
              </button>
            </Field>
            <button type="submit" className="submit" disabled={busy} aria-busy={busy}>
              {t.login.submit}
            </button>
          </form>
          {mailbox ? (
            <div className="alert info">
              {t.mailboxNotice.text}{' '}
              {/* A tab of its own: the form here, and what was typed into it, stay while the code is read there. */}
              <a href={paths.mailbox} target="_blank" rel="noopener">
                {t.mailboxNotice.link}
              </a>
            </div>
          ) : null}
          <nav className="links">
            <a href={paths.register}>{t.login.register}</a>
            <a href={paths.activate} onClick={handOff(paths.activate)}>
              {t.login.activate}
            </a>
            <a href={paths.forgot} onClick={handOff(paths.forgot)}>
              {t.login.forgot}
            </a>
          </nav>
        </section>
      </main>
    </div>
  );
}

/** An outlined field with its label above the frame, as the staff app's (MUI's) look. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="frame">{children}</div>
      {error ? (
        <p className="help" id={`${id}-help`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** MUI's Visibility and VisibilityOff icons. */
function Eye({ open }: { open: boolean }) {
  const d = open
    ? 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'
    : 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
