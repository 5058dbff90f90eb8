import { useRef, useState, type FormEvent } from 'react';
import { paths } from '../lib/paths.ts';
import { call, errorText, noticeText } from './call.ts';
import { checks, focusFirst, problems } from './checks.ts';
import { Card, ErrorAlert, Field, MandatoryNote, PageLink, PasswordField, Submit } from './parts.tsx';
import { usePublic } from './public-context.ts';
import { useSignedOutOnly } from './session.ts';

type Values = { username: string; email: string; password: string; repeatPassword: string };
const rules = {
  username: checks.username,
  email: checks.email,
  password: checks.newPassword,
  repeatPassword: checks.typedPassword,
};

/** Register: the account speaks the language its owner registered in; done, Activate asks for the code. */
export function RegisterPage() {
  useSignedOutOnly();
  const { t, go, carried, language } = usePublic();
  const form = useRef<HTMLFormElement>(null);
  // An invitation's page hands its address along: registering with it joins the inviting workspace.
  const [values, setValues] = useState<Values>({
    username: '',
    email: carried.email ?? '',
    password: '',
    repeatPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(t, values, rules, { field: 'repeatPassword', of: 'password' });
    setFieldErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirst(form.current, found);
    setBusy(true);
    try {
      const { username, email, password } = values;
      const { ok, body } = await call('POST', '/account/register', { username, email, password, language });
      if (ok) return go(paths.activate, { login: username.trim(), notice: noticeText(t, body) });
      if (body.field && body.field in values) {
        const fieldError = { [body.field]: errorText(t, body) };
        setFieldErrors(fieldError);
        focusFirst(form.current, fieldError);
      } else setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(false);
  };

  return (
    <Card title={t.register.title}>
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <MandatoryNote />
        <ErrorAlert text={error} />
        <Field
          id="username"
          label={t.fields.username}
          autoComplete="username"
          autoFocus
          required
          value={values.username}
          onChange={set('username')}
          error={fieldErrors.username}
        />
        <Field
          id="email"
          label={t.fields.email}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={fieldErrors.email}
        />
        <PasswordField
          id="password"
          label={t.fields.password}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
          help={t.register.passwordHint}
        />
        <PasswordField
          id="repeatPassword"
          label={t.fields.repeatPassword}
          autoComplete="new-password"
          required
          value={values.repeatPassword}
          onChange={set('repeatPassword')}
          error={fieldErrors.repeatPassword}
        />
        <Submit busy={busy}>{t.register.submit}</Submit>
      </form>
      <nav className="links">
        <PageLink to={paths.login}>{t.register.haveAccount}</PageLink>
      </nav>
    </Card>
  );
}
