/**
 * The languages staff UI, users, suppliers and companies speak. Here, without zod, because the staff
 * app's first load needs them and carries no zod (docs/decisions/008); `LanguageSchema` is built on them.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((lang) => lang === value);
