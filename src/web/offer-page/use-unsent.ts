import { useEffect } from 'react';
import { writeDraft } from './drafts.ts';
import type { OfferLink } from './offer-link.ts';

// What is typed but not sent: kept in the browser (drafts.ts), and asked about before the tab goes.

/**
 * This link's draft in the browser's storage follows the form: kept while it differs from the offer sent, removed
 * once they agree (sent, discarded, or typed back). Storage is outside React, hence an effect.
 */
export function useKeptDraft(link: OfferLink, text: string | null) {
  useEffect(() => writeDraft(link, text), [link, text]);
}

/** While prices are typed but not sent, closing or reloading the tab asks first (the browser's own question). */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
