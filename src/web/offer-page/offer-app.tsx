import { Suspense, use, useState, useTransition } from 'react';
import { loadOffer, type Loaded } from './offer-api.ts';
import type { OfferLink } from './offer-link.ts';
import { NotInvited } from './not-invited.tsx';
import { OfferPage } from './offer-page.tsx';
import { browserLanguage, shownError, texts } from './texts.ts';

/** Loads the offer; the page speaks the supplier's language from then on. */
export function load(link: OfferLink | null): Promise<Loaded> {
  return loadOffer(link).then((loaded) => {
    document.documentElement.lang = loaded.offer?.supplier.language ?? browserLanguage();
    return loaded;
  });
}

function Loading() {
  return (
    <main className="page">
      <p className="loading" role="status">
        {texts[browserLanguage()].loading}
      </p>
    </main>
  );
}

type ResultProps = { link: OfferLink | null; request: Promise<Loaded>; onRetry: () => void; retrying: boolean };

function Result({ link, request, onRetry, retrying }: ResultProps) {
  const { offer, error } = use(request);
  if (offer && link) return <OfferPage link={link} initial={offer} />;
  if (!error) return <NotInvited />;
  // A wrong token and an uninvited supplier look the same to the server, and so to the page.
  if (error.code === 'NOT_INVITED' || error.status === 404) return <NotInvited />;
  const t = texts[browserLanguage()];
  return (
    <main className="page">
      <p className="notice notice-error" role="alert">
        {t.errors[shownError(error.code)]}
      </p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t.retry}
      </button>
    </main>
  );
}

export function OfferApp({ link, first }: { link: OfferLink | null; first: Promise<Loaded> }) {
  const [request, setRequest] = useState(first);
  const [retrying, startRetry] = useTransition();
  return (
    <Suspense fallback={<Loading />}>
      <Result
        link={link}
        request={request}
        retrying={retrying}
        onRetry={() => startRetry(() => setRequest(load(link)))}
      />
    </Suspense>
  );
}
