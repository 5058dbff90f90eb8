import { useRef, useState, type FormEvent } from 'react';
import { paths } from '../lib/paths.ts';
import { call, errorText, noticeText } from './call.ts';
import { checks, focusFirst, problems } from './checks.ts';
import { Card, ErrorAlert, Field, PageLink, Submit } from './parts.tsx';
import { usePublic } from './public-context.ts';
import { useSignedOutOnly } from './session.ts';

/** Forgot password: a code to set a new one goes to the account's address; Set password takes it. */
export function ForgotPage() {
  useSignedOutOnly();
  const { t, go, carried } = usePublic();
  const form = useRef<HTMLFormElement>(null);
  const [login, setLogin] = useState(carried.login ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(t, { login }, { login: checks.required });
    setFieldError(found.login);
    setError(null);
    if (found.login) return focusFirst(form.current, found);
    setBusy(true);
    try {
      const { ok, body } = await call('POST', '/account/forgot', { login });
      if (ok) return go(paths.forgotConfirm, { login: login.trim(), notice: noticeText(t, body) });
      setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(false);
  };

  return (
    <Card title={t.forgot.title} intro={t.forgot.intro}>
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <ErrorAlert text={error} />
        <Field
          id="login"
          label={t.fields.login}
          autoComplete="username"
          autoFocus
          value={login}
          onChange={setLogin}
          error={fieldError}
        />
        <Submit busy={busy}>{t.forgot.submit}</Submit>
      </form>
      <nav className="links">
        <PageLink to={paths.forgotConfirm} login={login}>
          {t.forgot.haveCode}
        </PageLink>
        <PageLink to={paths.login} login={login}>
          {t.forgot.toLogin}
        </PageLink>
      </nav>
    </Card>
  );
}
