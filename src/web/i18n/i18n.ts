import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isStaffLanguage, STAFF_LANGUAGES, type StaffLanguage } from '../../shared/languages.ts';
import { de } from './de.ts';
import { en, type Messages } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

const STORAGE_KEY = 'printtender.language';

function storedLanguage(): StaffLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isStaffLanguage(stored) ? stored : 'en';
  } catch {
    // Storage can be blocked (privacy settings); English is the default language.
    return 'en';
  }
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: STAFF_LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { currentLanguage } from './use-language.ts';

/** Switches the interface language; remembered in this browser so public pages open in it next time. */
export async function setLanguage(language: StaffLanguage): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
