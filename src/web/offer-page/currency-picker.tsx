import type { PubOffer } from '../../shared/schemas/offers.ts';
import { CURRENCY_KEY } from './offer-fields.ts';
import type { Binding } from './price-field.tsx';

/**
 * The printshop picks the currency it quotes in, among those the request accepts (docs/product.md#currencies): its
 * current offer's, else the request's first. A request accepting one currency names it without a choice.
 */
export function CurrencyPicker({ offer, form }: { offer: PubOffer; form: Binding }) {
  const { t } = form;
  const names = new Intl.DisplayNames([form.language], { type: 'currency' });
  const label = (c: string) => `${c} – ${names.of(c) ?? c}`;
  const accepted = offer.task.currencies;
  if (accepted.length < 2) {
    return <p className="hint">{`${t.currency.label}: ${label(form.currency)}. ${t.currency.hint}`}</p>;
  }
  return (
    <div className="text-field">
      <label htmlFor="offer-currency">{t.currency.label}</label>
      <select
        id="offer-currency"
        value={form.currency}
        disabled={form.disabled}
        aria-describedby="offer-currency-hint"
        onChange={(e) => form.change(CURRENCY_KEY, e.target.value)}
      >
        {accepted.map((c) => (
          <option key={c} value={c}>
            {label(c)}
          </option>
        ))}
      </select>
      <p id="offer-currency-hint" className="field-hint">
        {t.currency.hint}
      </p>
    </div>
  );
}
