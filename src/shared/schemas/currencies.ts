import { z } from 'zod';
import { CURRENCIES } from '../currencies.ts';
import { issue } from '../validation.ts';

export const CurrencySchema = z.enum(CURRENCIES);

/** The currencies a task accepts: one or more, each once. */
export const AcceptedCurrenciesSchema = z
  .array(CurrencySchema)
  .min(1, issue('required'))
  .refine((list) => new Set(list).size === list.length, issue('repeated'));

/** Most rates here have four or five significant digits (the ECB's); eight decimals keep a converted one exact. */
const RateSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .max(30)
      .regex(/^\d+(?:[.,]\d+)?$/, issue('invalid')),
  ])
  .transform((v) => Number(String(v).replace(',', '.')))
  .refine((v) => Number.isFinite(v) && v > 0 && v <= 1_000_000, issue('invalid'))
  .transform((v) => Number(v.toPrecision(10)));

/** `{ CZK: 0.04 }`: the task's currency per unit of each other currency it accepts. */
export const RatesSchema = z.partialRecord(CurrencySchema, RateSchema);

/** Rates as the API answers them. */
export const RatesOutSchema = z.partialRecord(CurrencySchema, z.number());
