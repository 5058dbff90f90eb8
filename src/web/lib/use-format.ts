import { formatDateTime, toDisplayDate } from '../../shared/dates.ts';
import type { StaffLanguage } from '../../shared/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { workspaceZone } from './calendar.ts';
import { formatCount, formatMoney } from '../../shared/money.ts';
import { DEFAULT_CURRENCY, type Currency } from '../../shared/currencies.ts';

export type Formatters = ReturnType<typeof formattersFor>;

/** Amounts, numbers and dates as a reader of `language` writes them; instants in the workspace's time zone (calendar.ts). */
export function formattersFor(language: StaffLanguage) {
  const money = (cents: number, currency: Currency = DEFAULT_CURRENCY) => formatMoney(cents, currency, language);
  return {
    language,
    /** Minor units of a currency (EUR unless said): €1,234.50 / 1.234,50 €. */
    money,
    /**
     * An offer's amount as quoted and, in another currency than the task's, what it is in the task's at its rate
     * (docs/product.md#currencies): "CZK 30,000.00 (≈ €1,200.00)"; in the task's own, the amount alone.
     */
    quoted: (quoted: number, currency: Currency, converted: number, own: Currency) =>
      currency === own ? money(converted, own) : `${money(quoted, currency)} (≈ ${money(converted, own)})`,
    /** A quantity or other plain number: 5,000 / 5.000. */
    count: (count: number) => formatCount(count, language),
    /** YYYY-MM-DD as 05/01/2027 / 05.01.2027. */
    date: (iso: string) => toDisplayDate(iso, language),
    /** An instant as 05/01/2027 - 09:07 / 05.01.2027 - 09:07 (docs/product.md#languages). */
    dateTime: (epochMs: number) => formatDateTime(epochMs, workspaceZone(), language),
  };
}

// One set per language, so a component gets the same functions on every render.
const formatters: Record<StaffLanguage, Formatters> = { en: formattersFor('en'), de: formattersFor('de') };

/** The formatters of the interface language: one number and date format per page, switched with it. */
export function useFormat(): Formatters {
  return formatters[useLanguage()];
}
