import { fieldKey } from './offer-fields.ts';
import { PriceField, TextField, type Binding } from './price-field.tsx';

/**
 * The printshop's print terms and its own quote: all optional, shown to the buyer with the offer. `addresses`: how
 * many delivery addresses the task has.
 */
export function TermsFields({ form, addresses = 0 }: { form: Binding; addresses?: number }) {
  const { terms, split } = form.t;
  // One delivery cost covers every delivery address (docs/product.md#delivery-addresses).
  const deliveryCost = addresses > 1 ? split.deliveryCostAll(addresses) : terms.deliveryCost;
  return (
    <fieldset className="card terms">
      <legend>{terms.title}</legend>
      <p className="hint">{terms.hint}</p>
      <div className="terms-grid">
        <TextField
          form={form}
          fieldKey={fieldKey.term('oversPercent')}
          label={terms.oversPercent}
          inputMode="decimal"
          placeholder="10"
        />
        <PriceField form={form} fieldKey={fieldKey.term('oversPer1000')} label={terms.oversPer1000} />
        <TextField form={form} fieldKey={fieldKey.term('validDays')} label={terms.validDays} inputMode="numeric" />
        <TextField form={form} fieldKey={fieldKey.term('quoteNumber')} label={terms.quoteNumber} />
        <PriceField form={form} fieldKey={fieldKey.term('deliveryCost')} label={deliveryCost} />
        <TextField form={form} fieldKey={fieldKey.term('leadDays')} label={terms.leadDays} inputMode="numeric" />
      </div>
      <TextField form={form} fieldKey={fieldKey.term('note')} label={terms.note} multiline />
    </fieldset>
  );
}
