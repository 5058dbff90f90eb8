import { z } from 'zod';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must have at most ${max} characters`).default('');

export const FORMAT_LANGUAGES = ['en', 'de', 'sk'] as const;
export const FormatLanguageSchema = z.enum(FORMAT_LANGUAGES);
export type FormatLanguage = z.infer<typeof FormatLanguageSchema>;

/** The texts of a format in one language. */
export const FormatTextsSchema = z.object({
  weight: text(200, 'Weight'),
  personalisation: text(500, 'Personalisation'),
  description: text(4000, 'Description'),
});
export type FormatTexts = z.infer<typeof FormatTextsSchema>;

const emptyTexts = { weight: '', personalisation: '', description: '' };

export const FormatInputSchema = z.object({
  title: z.string().trim().min(1, 'Field is required').max(200, 'Title must have at most 200 characters'),
  format: text(200, 'Format'),
  color: text(200, 'Colours'),
  perforation: text(200, 'Perforation'),
  fold: text(200, 'Fold'),
  en: FormatTextsSchema.default(emptyTexts),
  de: FormatTextsSchema.default(emptyTexts),
  sk: FormatTextsSchema.default(emptyTexts),
});
export type FormatInput = z.infer<typeof FormatInputSchema>;

export const FormatSchema = FormatInputSchema.extend({ id: z.string() });
export type Format = z.infer<typeof FormatSchema>;

export const FormatListSchema = z.object({ items: z.array(FormatSchema) });
export type FormatList = z.infer<typeof FormatListSchema>;
