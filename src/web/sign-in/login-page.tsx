import { useState, type FormEvent } from 'react';
import { invitationHref, paths, safeNext } from '../lib/paths.ts';
import { call, errorText } from './call.ts';
import { Card, ErrorAlert, Field, MailboxNotice, PageLink, PasswordField, Submit } from './parts.tsx';
import { usePublic } from './public-context.ts';
import { useSignedOutOnly } from './session.ts';

// Login answers that are not a failure of this form but a step the account must take first.
const nextSteps: Record<string, string> = {
  PASSWORD_RESET_REQUIRED: paths.forgotConfirm,
};

/** Login: after the sign-in the page loads the staff app (or the invitation to answer first). */
export function LoginPage() {
  useSignedOutOnly();
  const { t, go, carried } = usePublic();
  const [login, setLogin] = useState(carried.login ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ login?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);

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
      if (step) return go(step, { login, warning: errorText(t, body) });
      setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(false);
  };

  const required = t.validation.required;
  return (
    <Card title={t.login.title}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <ErrorAlert text={error} />
        <Field
          id="login"
          label={t.fields.login}
          autoComplete="username"
          autoFocus={!carried.login}
          value={login}
          onChange={setLogin}
          error={missing.login ? required : undefined}
        />
        <PasswordField
          id="password"
          label={t.fields.password}
          autoComplete="current-password"
          autoFocus={Boolean(carried.login)}
          value={password}
          onChange={setPassword}
          error={missing.password ? required : undefined}
        />
        <Submit busy={busy}>{t.login.submit}</Submit>
      </form>
      <MailboxNotice />
      <nav className="links">
        <PageLink to={paths.register}>{t.login.register}</PageLink>
        <PageLink to={paths.activate} login={login}>
          {t.login.activate}
        </PageLink>
        <PageLink to={paths.forgot} login={login}>
          {t.login.forgot}
        </PageLink>
      </nav>
    </Card>
  );
}
