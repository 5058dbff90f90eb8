import { useEffect, useMemo, useState } from 'react';
import { STAFF_LANGUAGES, type StaffLanguage } from '../../shared/languages.ts';
import { paths } from '../lib/paths.ts';
import { CodePage } from './code-page.tsx';
import { ForgotPage } from './forgot-page.tsx';
import { InvitationPage } from './invitation-page.tsx';
import { LoginPage } from './login-page.tsx';
import { PublicContext, type Carry, type Public } from './public-context.ts';
import { RegisterPage } from './register-page.tsx';
import { storedLanguage, storeLanguage, textsOf } from './texts.ts';

type Place = { path: string; carried: Carry };

// What a page hands the next travels in the history entry, not in the address: login names and e-mails stay out
// of URLs and server logs; the browser's Back finds it again.
const carriedOf = (state: unknown): Carry => {
  const carry = (state as { carry?: unknown } | null)?.carry;
  if (!carry || typeof carry !== 'object') return {};
  return Object.fromEntries(
    Object.entries(carry).filter(([key, value]) => carryKeys.includes(key) && typeof value === 'string'),
  ) as Carry;
};

const carryKeys = ['login', 'email', 'notice', 'warning'];

const here = (): Place => ({ path: location.pathname, carried: carriedOf(history.state) });

/**
 * The public pages without the staff app (docs/decisions/029): Login, Register, Activate, Forgot, Set password
 * and a team invitation's page, in plain React and one stylesheet. Going from one to another stays on this page;
 * into the staff app is a page load, whose files were fetched meanwhile (prefetch-staff.ts).
 */
export function PublicApp() {
  const [language, setLanguage] = useState<StaffLanguage>(storedLanguage);
  const [place, setPlace] = useState(here);

  useEffect(() => {
    const onPop = () => setPlace(here());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const value = useMemo<Public>(
    () => ({
      t: textsOf(language),
      language,
      carried: place.carried,
      go: (path, carry = {}) => {
        history.pushState({ carry }, '', path);
        setPlace({ path: location.pathname, carried: carry });
        scrollTo(0, 0);
      },
    }),
    [language, place],
  );
  const t = value.t;

  return (
    <PublicContext.Provider value={value}>
      <div className="page">
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
          {/* A new page, a new form: nothing typed on one stays in the next one's fields. */}
          <Page key={`${place.path}${location.hash}`} path={place.path} />
        </main>
      </div>
    </PublicContext.Provider>
  );
}

function Page({ path }: { path: string }) {
  if (path === paths.register) return <RegisterPage />;
  if (path === paths.activate) return <CodePage purpose="activate" />;
  if (path === paths.forgot) return <ForgotPage />;
  if (path === paths.forgotConfirm) return <CodePage purpose="forgotConfirm" />;
  const invitation = /^\/invitation\/([^/]+)$/.exec(path);
  if (invitation) return <InvitationPage id={decodeURIComponent(invitation[1]!)} />;
  return <LoginPage />;
}
