import { useRef, useState, type FormEvent } from 'react';
import { invitationHref, paths } from '../lib/paths.ts';
import { call, errorText, noticeText } from './call.ts';
import { checks, focusFirst, problems } from './checks.ts';
import { Card, ErrorAlert, Field, MailboxNotice, MandatoryNote, PageLink, PasswordField, Submit } from './parts.tsx';
import { usePublic } from './public-context.ts';
import { useSignedOutOnly } from './session.ts';

type Values = { login: string; code: string; password: string; repeatPassword: string };

/** The activation mail's link: the login name and the code in the address's fragment, which no server sees. */
function mailedCode(): { login: string; code: string } | null {
  const params = new URLSearchParams(location.hash.slice(1));
  const [login, code] = [params.get('login'), params.get('code')];
  return login && code ? { login, code } : null;
}

/**
 * A mailed code's page: Activate (the code and the password chosen at registration) or Set password (the code
 * and a new password, twice); the code can be sent again. Done, Login opens with the login name filled in;
 * opened from the activation mail's link, the password activates and signs in.
 */
export function CodePage({ purpose }: { purpose: 'activate' | 'forgotConfirm' }) {
  useSignedOutOnly();
  const { t, go, carried } = usePublic();
  const texts = t[purpose];
  const reset = purpose === 'forgotConfirm';
  const [mailed] = useState(() => (reset ? null : mailedCode()));
  const form = useRef<HTMLFormElement>(null);
  const prefilled = mailed?.login ?? carried.login ?? '';
  const [values, setValues] = useState<Values>({
    login: prefilled,
    code: mailed?.code ?? '',
    password: '',
    repeatPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reset
      ? problems(
          t,
          values,
          { login: checks.required, code: checks.code, password: checks.newPassword, repeatPassword: checks.required },
          { field: 'repeatPassword', of: 'password' },
        )
      : problems(t, values, { login: checks.required, code: checks.code, password: checks.typedPassword });
    setFieldErrors(found);
    setError(null);
    setNotice(null);
    if (Object.keys(found).length > 0) return focusFirst(form.current, found);
    setBusy(true);
    const body = { login: values.login, code: values.code, password: values.password };
    try {
      const answer = reset
        ? await call('POST', '/account/reset', body)
        : await call('POST', '/account/activate', mailed ? { ...body, signIn: true } : body);
      if (answer.ok && mailed) {
        location.assign(answer.body.invitation ? invitationHref(answer.body.invitation.id) : paths.ua);
        return;
      }
      if (answer.ok) return go(paths.login, { login: values.login.trim(), notice: noticeText(t, answer.body) });
      const field = answer.body.field;
      if (field && field in values) setFieldErrors({ [field]: errorText(t, answer.body) });
      else setError(errorText(t, answer.body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(false);
  };

  const onResend = async () => {
    const found = problems(t, values, { login: checks.required });
    setFieldErrors(found);
    setNotice(null);
    if (found.login) return focusFirst(form.current, found);
    try {
      const { ok, body } = await call('POST', reset ? '/account/forgot' : '/account/resend', { login: values.login });
      if (ok) setNotice(noticeText(t, body));
      else setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
  };

  return (
    <Card title={texts.title} intro={mailed ? t.activate.linkIntro : texts.intro}>
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <MandatoryNote />
        <ErrorAlert text={error} />
        {notice ? (
          <div className="alert success" role="status">
            {notice}
          </div>
        ) : null}
        <Field
          id="login"
          label={t.fields.login}
          autoComplete="username"
          autoFocus={!prefilled}
          required
          value={values.login}
          onChange={set('login')}
          error={fieldErrors.login}
        />
        <Field
          id="code"
          label={t.fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus={Boolean(prefilled) && !mailed}
          required
          value={values.code}
          onChange={set('code')}
          error={fieldErrors.code}
        />
        <PasswordField
          id="password"
          label={reset ? t.fields.newPassword : t.fields.password}
          autoComplete={reset ? 'new-password' : 'current-password'}
          autoFocus={Boolean(mailed)}
          required
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
        />
        {reset ? (
          <PasswordField
            id="repeatPassword"
            label={t.fields.repeatNewPassword}
            autoComplete="new-password"
            required
            value={values.repeatPassword}
            onChange={set('repeatPassword')}
            error={fieldErrors.repeatPassword}
          />
        ) : null}
        <div className="actions">
          <button type="button" className="text-button" onClick={() => void onResend()}>
            {texts.resend}
          </button>
          <Submit busy={busy}>{mailed ? t.activate.linkSubmit : texts.submit}</Submit>
        </div>
      </form>
      <MailboxNotice />
      <nav className="links">
        <PageLink to={paths.login} login={values.login}>
          {texts.toLogin}
        </PageLink>
      </nav>
    </Card>
  );
}
