import { z } from 'zod';
import { CurrencySchema, RatesOutSchema } from './currencies.ts';

/** `POST /api/rates/ecb`: the ECB's eurofxref-daily.xml as uploaded; absent: fetched from ECB_RATES_URL. */
export const EcbRatesBodySchema = z.object({ xml: z.string().max(200_000).optional() });

/** The ECB's reference rates of a day as a task's rates: the workspace's currency per unit of each other one. */
export const EcbRatesSchema = z.object({ date: z.string(), currency: CurrencySchema, rates: RatesOutSchema });
export type EcbRates = z.infer<typeof EcbRatesSchema>;
