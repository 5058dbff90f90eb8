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

/** The most versions a format may have (docs/product.md#versions). */
export const MAX_VERSIONS = 200;

/** One version of a format: the same spec, other content (a name, a language), and how many of it. */
export const VersionSchema = z.object({
  name: bounded(200).min(1, issue('required')),
  count: z
    .number({ error: issue('wholeNumber') })
    .int(issue('wholeNumber'))
    .min(1, issue('tooSmall', { min: 1 }))
    .max(100_000_000, issue('tooLarge', { max: 100_000_000 })),
});
export type Version = z.infer<typeof VersionSchema>;

/** A format's versions; each name once, which the server checks (formats/spec-column.ts: the schema is in the staff shell). */
export const VersionsSchema = z.array(VersionSchema).max(MAX_VERSIONS, issue('tooMany', { max: MAX_VERSIONS }));

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
  /**
   * Versions, the same spec with other content ([{ name, count }], docs/product.md#versions). Absent: none on a new
   * stored format; kept by an update, and by a task's format, that does not name them.
   */
  versions: VersionsSchema.optional(),
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
  /** Replaces the versions whole ([] drops them); absent keeps them. */
  versions: VersionsSchema.optional(),
  version: RecordVersionSchema.optional(),
});
export type FormatUpdate = z.infer<typeof FormatUpdateSchema>;

export const FormatSchema = FormatInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  spec: SpecSchema.nullable(),
  versions: z.array(VersionSchema),
});
export type Format = z.infer<typeof FormatSchema>;

export const FormatListSchema = z.object({ items: z.array(FormatSchema) });
