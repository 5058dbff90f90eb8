import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { isStaffLanguage, type StaffLanguage } from '../../shared/languages.ts';

const listeners = new Set<() => void>();
i18n.on('languageChanged', () => {
  for (const listener of listeners) listener();
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The interface language, read outside React (a render reads it with useLanguage). */
export function currentLanguage(): StaffLanguage {
  return isStaffLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * The interface language; a switch re-renders. Where a component needs only the language (its feature's texts,
 * number formats), this is much lighter than react-i18next's useTranslation: a 1,000-row table asks per row.
 */
export function useLanguage(): StaffLanguage {
  return useSyncExternalStore(subscribe, currentLanguage);
}
