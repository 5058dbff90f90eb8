import { markedLabel, type FormatTextField } from '../../shared/format-texts.ts';
import { formatCount } from '../../shared/money.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { fieldKey, inputId } from './offer-fields.ts';
import type { Tone } from './offer-status.tsx';
import { PriceField, TextField, type Binding } from './price-field.tsx';
import { Facts } from './task-facts.tsx';

type Format = PubOffer['task']['formats'][number];

type Props = {
  format: Format;
  form: Binding;
  /** The printshop offers an alternative to this format. */
  alternative: boolean;
  onAlternative: (open: boolean) => void;
  /** The printshop marked it "No offer for this format": its prices are hidden and not sent. */
  noOffer: boolean;
  onNoOffer: (none: boolean) => void;
  /** The offer's place for this format among those who priced it (its sent price), if it has one. */
  rank: { text: string; tone: Tone } | null;
};

/**
 * One format of the task with its texts and its prices: for the whole quantity (required), for each further
 * quantity asked and per additional 1,000 if asked (optional), and perhaps an alternative; or, ticked "No
 * offer for this format", none (docs/product.md#offer-page). Its place for this format under its prices.
 */
export function FormatPrice({ format: f, form, alternative, onAlternative, noOffer, onNoOffer, rank }: Props) {
  const { t } = form;
  const count = (n: number) => formatCount(n, form.language);
  const titleId = `title-${f.id}`;
  const noOfferId = inputId(fieldKey.noOffer(f.id));
  // A text missing in the printshop's language is another's: its label says which (docs/product.md#offer-page).
  const marked = (label: string, field: FormatTextField) =>
    markedLabel(label, { text: f[field], from: f.fallbacks[field] }, form.language);
  return (
    <li className="card format">
      <h3 id={titleId}>{f.title}</h3>
      <Facts
        className="format-facts"
        rows={[
          [t.quantity, count(f.count)],
          [t.format, f.format],
          [t.color, f.color],
          [t.perforation, f.perforation],
          [t.fold, f.fold],
          [marked(t.weight, 'weight'), f.weight],
          [marked(t.personalisation, 'personalisation'), f.personalisation],
          [marked(t.description, 'description'), f.description],
        ]}
      />
      <div className="no-offer">
        <input
          id={noOfferId}
          type="checkbox"
          checked={noOffer}
          disabled={form.disabled}
          aria-labelledby={`${titleId} ${noOfferId}-label`}
          onChange={(e) => onNoOffer(e.target.checked)}
        />
        <label id={`${noOfferId}-label`} htmlFor={noOfferId}>
          {t.noOffer}
        </label>
      </div>
      {noOffer ? null : (
        <Prices format={f} form={form} alternative={alternative} onAlternative={onAlternative} rank={rank} />
      )}
    </li>
  );
}

/** The format's prices, its place, and its alternative (or the button that adds one). */
function Prices({
  format: f,
  form,
  alternative,
  onAlternative,
  rank,
}: Pick<Props, 'format' | 'form' | 'alternative' | 'onAlternative' | 'rank'>) {
  const { t } = form;
  const count = (n: number) => formatCount(n, form.language);
  const titleId = `title-${f.id}`;
  return (
    <>
      <div className="prices">
        <PriceField
          form={form}
          fieldKey={fieldKey.price(f.id)}
          label={t.priceLabel(count(f.count))}
          labelledBy={titleId}
          count={f.count}
        />
        {f.counts.map((c) => (
          <PriceField
            key={c}
            form={form}
            fieldKey={fieldKey.scale(f.id, c)}
            label={t.priceFor(count(c))}
            labelledBy={titleId}
            count={c}
            optional
          />
        ))}
        {f.runOn ? (
          <PriceField form={form} fieldKey={fieldKey.runOn(f.id)} label={t.runOnLabel} labelledBy={titleId} optional />
        ) : null}
      </div>
      {rank ? <p className={`notice notice-${rank.tone} format-rank`}>{rank.text}</p> : null}
      {alternative ? (
        <fieldset className="alternative">
          <legend>{t.alternative.title}</legend>
          <p className="hint">{t.alternative.hint}</p>
          <TextField form={form} fieldKey={fieldKey.altDescription(f.id)} label={t.alternative.description} />
          <PriceField
            form={form}
            fieldKey={fieldKey.altPrice(f.id)}
            label={t.alternative.price(count(f.count))}
            count={f.count}
          />
          {f.counts.map((c) => (
            <PriceField
              key={c}
              form={form}
              fieldKey={fieldKey.altScale(f.id, c)}
              label={t.priceFor(count(c))}
              count={c}
              optional
            />
          ))}
          {form.disabled ? null : (
            <button type="button" className="link-button" onClick={() => onAlternative(false)}>
              {t.alternative.remove}
            </button>
          )}
        </fieldset>
      ) : form.disabled ? null : (
        <button type="button" className="link-button" aria-describedby={titleId} onClick={() => onAlternative(true)}>
          {t.alternative.add}
        </button>
      )}
    </>
  );
}
