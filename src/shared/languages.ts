/**
 * The languages staff UI, users and companies speak, and those printshops read (one more: Slovak). Here,
 * without zod, because the staff app's first load and the supplier's page need them and carry no zod
 * (docs/decisions/008); the schemas in `languages.ts` are built on them.
 */
export const STAFF_LANGUAGES = ['en', 'de'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const isStaffLanguage = (value: unknown): value is StaffLanguage =>
  STAFF_LANGUAGES.some((lang) => lang === value);

/** What a printshop reads: its page and every mail it gets. */
export const LANGUAGES = ['en', 'de', 'sk'] as const;
export type Language = (typeof LANGUAGES)[number];
