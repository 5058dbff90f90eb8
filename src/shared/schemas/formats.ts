import { z } from 'zod';
import { issue } from '../validation.ts';
import { RecordVersionSchema } from './common.ts';
import { SpecInputSchema, SpecSchema } from './spec.ts';

const bounded = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));
const text = (max: number) => bounded(max).default('');

export const FORMAT_LANGUAGES = ['en', 'de', 'sk'] as const;
export const FormatLanguageSchema = z.enum(FORMAT_LANGUAGES);
export type FormatLanguage = z.infer<typeof FormatLanguageSchema>;

/** The texts of a format in one language. */
export const FormatTextsSchema = z.object({
  weight: text(200),
  personalisation: text(500),
  description: text(4000),
});
export type FormatTexts = z.infer<typeof FormatTextsSchema>;

const emptyTexts = { weight: '', personalisation: '', description: '' };

export const FormatInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, issue('required'))
    .max(200, issue('tooLong', { max: 200 })),
  format: text(200),
  color: text(200),
  perforation: text(200),
  fold: text(200),
  en: FormatTextsSchema.default(emptyTexts),
  de: FormatTextsSchema.default(emptyTexts),
  sk: FormatTextsSchema.default(emptyTexts),
  /** The structured spec (docs/product.md#specification); null: none, the texts alone. Absent: none (null). */
  spec: SpecInputSchema.nullable().optional(),
});
export type FormatInput = z.infer<typeof FormatInputSchema>;

const textsUpdate = z
  .object({ weight: bounded(200), personalisation: bounded(500), description: bounded(4000) })
  .partial();

/**
 * An update changes what it names, down to a language's single text, and keeps the rest; it names the version
 * it was made on (optional: the spec's clients send none).
 */
export const FormatUpdateSchema = z.object({
  title: FormatInputSchema.shape.title.optional(),
  format: bounded(200).optional(),
  color: bounded(200).optional(),
  perforation: bounded(200).optional(),
  fold: bounded(200).optional(),
  en: textsUpdate.optional(),
  de: textsUpdate.optional(),
  sk: textsUpdate.optional(),
  /** Replaces the spec whole; null drops it; absent keeps it. */
  spec: SpecInputSchema.nullable().optional(),
  version: RecordVersionSchema.optional(),
});
export type FormatUpdate = z.infer<typeof FormatUpdateSchema>;

export const FormatSchema = FormatInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  spec: SpecSchema.nullable(),
});
export type Format = z.infer<typeof FormatSchema>;

export const FormatListSchema = z.object({ items: z.array(FormatSchema) });
