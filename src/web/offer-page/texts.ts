import type { Language } from '../../shared/languages.ts';
import { numberLocales } from '../../shared/money.ts';
import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { sk } from './texts/sk.ts';

/** The offer page's texts; German and Slovak are typed by the English ones. */
export type Texts = typeof en;

export const texts: Record<Language, Texts> = { en, de, sk };

/** The failures this page words itself; the others (not invited, ended, expired) change the page instead. */
export type ShownError = keyof Texts['errors'];
export const shownError = (code: string): ShownError =>
  Object.hasOwn(en.errors, code) ? (code as ShownError) : 'OTHER';

/** Before the offer tells the supplier's language, the browser's: German for de*, Slovak for sk*, else English. */
export function browserLanguage(language: string = navigator.language): Language {
  const lang = language.toLowerCase();
  return lang.startsWith('de') ? 'de' : lang.startsWith('sk') ? 'sk' : 'en';
}

/** Names as a reader lists them: "Flyer A5 and Letter", "Flyer A5 und Brief", "Flyer A5 a List". */
export const listOf = (names: readonly string[], language: Language): string =>
  new Intl.ListFormat(numberLocales[language], { type: 'conjunction' }).format(names);
