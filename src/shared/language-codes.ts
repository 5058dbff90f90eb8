/**
 * The languages staff UI, users and companies speak, and those printshops read (one more: Slovak). Here,
 * without zod, because the staff app's first load and the supplier's page need them and carry no zod
 * (docs/decisions/008); the schemas in `languages.ts` are built on them.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((lang) => lang === value);

/** What a printshop reads: its page and every mail it gets. */
export const SUPPLIER_LANGUAGES = ['en', 'de', 'sk'] as const;
export type SupplierLanguage = (typeof SUPPLIER_LANGUAGES)[number];
