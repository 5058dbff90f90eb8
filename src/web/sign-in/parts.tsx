import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { paths } from '../lib/paths.ts';
import { call } from './call.ts';
import { usePublic, type Carry } from './public-context.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * An outlined field with its label above the frame, as the staff app's (MUI's) look; the required mark is not
 * read out (the label is the field's name), the field says it is required.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  help,
  required,
  end,
  ...input
}: InputProps & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  end?: ReactNode;
}) {
  const note = error ?? help;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="frame">
        <input
          {...input}
          id={id}
          name={id}
          value={value}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={note ? `${id}-help` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {end}
      </div>
      {note ? (
        <p className="help" id={`${id}-help`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with the eye that shows what was typed. */
export function PasswordField(props: Parameters<typeof Field>[0]) {
  const { t } = usePublic();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="eye"
          aria-label={visible ? t.fields.hidePassword : t.fields.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Eye open={!visible} />
        </button>
      }
    />
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

/** A failure above the form, read out when it appears. */
export function ErrorAlert({ text }: { text: string | null }) {
  return text ? (
    <div className="alert error" role="alert">
      {text}
    </div>
  ) : null;
}

/** The submit button; busy while the request is on its way. */
export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="submit" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

/** "* Mandatory Fields" above a form with required fields. */
export function MandatoryNote() {
  const { t } = usePublic();
  return <p className="mandatory">* {t.common.mandatoryFields}</p>;
}

/** On the embedded default the codes land in the Mailbox: the pages that wait for a code say where it is. */
export function MailboxNotice() {
  const { t } = usePublic();
  const [mailbox, setMailbox] = useState(false);
  useEffect(() => {
    void call('GET', '/config')
      .then(({ ok, body }) => setMailbox(ok && body.mailbox === true))
      .catch(() => undefined);
  }, []);
  return mailbox ? (
    <div className="alert info">
      {t.mailboxNotice.text}{' '}
      {/* A tab of its own: the form here, and what was typed into it, stay while the code is read there. */}
      <a href={paths.mailbox} target="_blank" rel="noopener">
        {t.mailboxNotice.link}
      </a>
    </div>
  ) : null;
}

/** A link to another public page, opened inside this page (no page load), taking the login name (or more) along. */
export function PageLink({
  to,
  login,
  carry,
  className,
  children,
}: {
  to: string;
  login?: string;
  carry?: Carry;
  className?: string;
  children: ReactNode;
}) {
  const { go } = usePublic();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(to, { ...carry, ...(login && { login }) });
      }}
    >
      {children}
    </a>
  );
}

/** A public page's card: its title (also the document's), the notice the page before handed on, an intro. */
export function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t, carried } = usePublic();
  return (
    <section className="card">
      <title>{`${title} · ${t.app.name}`}</title>
      <h1>{title}</h1>
      {carried.notice ? (
        <div className="alert success" role="status">
          {carried.notice}
        </div>
      ) : null}
      {carried.warning ? (
        <div className="alert warning" role="status">
          {carried.warning}
        </div>
      ) : null}
      {intro ? <p className="intro">{intro}</p> : null}
      {children}
    </section>
  );
}
