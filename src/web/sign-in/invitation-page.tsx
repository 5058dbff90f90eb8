import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { storeNotice } from '../lib/handoff-store.ts';
import { invitationHref, loginHref, paths } from '../lib/paths.ts';
import { call, errorText, fill, type Body } from './call.ts';
import { Card, ErrorAlert, PageLink } from './parts.tsx';
import { usePublic } from './public-context.ts';

type Role = 'owner' | 'admin' | 'member';
type Info = {
  id: string;
  email: string;
  inviter: string;
  workspace: string;
  role: Role;
  status: 'pending' | 'accepted' | 'rejected' | 'canceled' | 'expired';
};
type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; body: Body | null; status: number }
  | { state: 'done'; info: Info; signedInAs?: string; hasWorkspace: boolean };

/**
 * The page of a team invitation mail's link, and the question a signed-in user without a workspace answers
 * first: signed in, "Join workspace X?" with Accept and Decline; else register with the address or log in.
 */
export function InvitationPage({ id }: { id: string }) {
  const { t } = usePublic();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void Promise.all([call('GET', `/invitations/${encodeURIComponent(id)}`), call('GET', '/account/session')])
      .then(([invitation, session]) => {
        if (!invitation.ok) return setLoaded({ state: 'failed', body: invitation.body, status: invitation.status });
        const me = session.ok ? session.body.me : null;
        setLoaded({
          state: 'done',
          info: invitation.body as unknown as Info,
          signedInAs: me?.user.email ?? (session.ok ? session.body.invitation?.email : undefined),
          hasWorkspace: Boolean(me),
        });
      })
      .catch(() => setLoaded({ state: 'failed', body: null, status: 0 }));
  }, [id, attempt]);

  const texts = t.invitation;
  if (loaded.state === 'loading') {
    return (
      <Card title={texts.title}>
        <p role="status">{t.common.loading}</p>
      </Card>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <Card title={texts.title}>
        {loaded.status === 404 ? (
          <div className="alert warning">{texts.notFound}</div>
        ) : (
          <>
            <ErrorAlert text={loaded.body ? errorText(t, loaded.body) : t.errors.NETWORK} />
            <button type="button" className="text-button" onClick={() => setAttempt((n) => n + 1)}>
              {t.common.retry}
            </button>
          </>
        )}
      </Card>
    );
  }
  const { info, signedInAs, hasWorkspace } = loaded;
  if (info.status !== 'pending') {
    const closed = {
      expired: fill(texts.expired, { inviter: info.inviter }),
      accepted: texts.isAccepted,
      rejected: texts.rejected,
      canceled: texts.canceled,
    }[info.status];
    return (
      <Card title={texts.title}>
        <div className="alert info">{closed}</div>
        <a className="submit button-link" href={paths.home}>
          {texts.toApp}
        </a>
      </Card>
    );
  }
  if (!signedInAs) {
    return (
      <Card title={fill(texts.heading, { inviter: info.inviter, workspace: info.workspace })}>
        <p>{fill(texts.forEmail, { email: info.email })}</p>
        <SignedOut info={info} />
      </Card>
    );
  }
  // Signed in: the question, answered with yes or no; nobody joins without saying yes.
  return (
    <Card title={fill(texts.question, { workspace: info.workspace })}>
      <p>{fill(texts.invitedBy, { inviter: info.inviter, role: t.roles[info.role] })}</p>
      <p>{fill(texts.forEmail, { email: info.email })}</p>
      <Answer info={info} signedInAs={signedInAs} hasWorkspace={hasWorkspace} />
    </Card>
  );
}

function SignedOut({ info }: { info: Info }) {
  const { t } = usePublic();
  return (
    <>
      <p className="muted">{t.invitation.signedOut}</p>
      <div className="buttons">
        {/* The e-mail travels in the history entry, not in the address. */}
        <PageLink to={paths.register} carry={{ email: info.email }} className="submit button-link">
          {t.invitation.register}
        </PageLink>
        <PageLink to={loginHref(invitationHref(info.id))} className="outlined button-link">
          {t.invitation.login}
        </PageLink>
      </div>
    </>
  );
}

function Answer({ info, signedInAs, hasWorkspace }: { info: Info; signedInAs: string; hasWorkspace: boolean }) {
  const { t } = usePublic();
  const texts = t.invitation;
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The session works in another workspace (or its first) now: the staff app loads afresh and says so.
  const answer = async (how: 'accept' | 'decline') => {
    setBusy(how);
    setError(null);
    try {
      const { ok, body } = await call('POST', `/invitations/${encodeURIComponent(info.id)}/${how}`);
      if (ok) {
        const text = fill(how === 'accept' ? texts.accepted : texts.declined, { workspace: info.workspace });
        storeNotice({ text, variant: 'success' });
        location.assign(paths.ua);
        return;
      }
      setError(errorText(t, body));
    } catch {
      setError(t.errors.NETWORK);
    }
    setBusy(null);
    setDeclining(false);
  };

  return (
    <>
      <p className="muted">{fill(texts.signedInAs, { email: signedInAs })}</p>
      <ErrorAlert text={error} />
      <div className="buttons">
        <button type="button" className="submit" disabled={busy !== null} onClick={() => void answer('accept')}>
          {texts.accept}
        </button>
        <button type="button" className="outlined" disabled={busy !== null} onClick={() => setDeclining(true)}>
          {texts.decline}
        </button>
      </div>
      {declining ? (
        <Dialog
          title={fill(texts.declineTitle, { workspace: info.workspace })}
          onClose={() => setDeclining(false)}
          actions={
            <>
              <button type="button" className="text-button" onClick={() => setDeclining(false)}>
                {t.common.cancel}
              </button>
              <button
                type="button"
                className="submit"
                disabled={busy !== null}
                aria-busy={busy === 'decline'}
                onClick={() => void answer('decline')}
              >
                {texts.decline}
              </button>
            </>
          }
        >
          {fill(hasWorkspace ? texts.declineText : texts.declineTextOwn, { inviter: info.inviter })}
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * A modal question: named by its title, Escape or the backdrop closes it, the cursor starts on its first button and
 * stays among its buttons.
 */
function Dialog({
  title,
  onClose,
  actions,
  children,
}: {
  title: string;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector('button')?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="backdrop" onClick={onClose}>
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          // The focus stays inside while it is open: Tab from the last button goes to the first, and back.
          if (e.key !== 'Tab') return;
          const buttons = [...(box.current?.querySelectorAll('button') ?? [])];
          const [first, last] = [buttons[0], buttons.at(-1)];
          if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
            e.preventDefault();
            (e.shiftKey ? last : first)?.focus();
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <p>{children}</p>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>
  );
}
