import { isStaffLanguage, type StaffLanguage } from '../../shared/languages.ts';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';

// The staff app's own texts and the key it keeps the language under (i18n/i18n.ts): one wording, one choice.
const STORAGE_KEY = 'printtender.language';

export function storedLanguage(): StaffLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isStaffLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: StaffLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  document.documentElement.lang = language;
}

export const textsOf = (language: StaffLanguage) => (language === 'de' ? de : en);
export type Texts = typeof en;
