import { markedLabel, type FormatTextField } from '../../shared/format-texts.ts';
import { formatCount, formatMoney, priceText } from '../../shared/money.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { suggestionFor, type Earlier } from './changed-formats.ts';
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
  /** Its earlier prices, when an amendment changed the format since they were given: shown, never filled in. */
  earlier: Earlier | null;
};

/**
 * One format of the task with its texts and its prices: for the whole quantity (required), for each further
 * quantity asked and per additional 1,000 if asked (optional), and perhaps an alternative; or, ticked "No
 * offer for this format", none (docs/product.md#offer-page). Its place for this format under its prices.
 */
export function FormatPrice({ format: f, form, alternative, onAlternative, noOffer, onNoOffer, rank, earlier }: Props) {
  const { t } = form;
  const count = (n: number) => formatCount(n, form.language);
  const titleId = `title-${f.id}`;
  const noOfferId = inputId(fieldKey.noOffer(f.id));
  // A text missing in the printshop's language is another's: its label says which (docs/product.md#offer-page).
  const marked = (label: string, field: FormatTextField) =>
    markedLabel(label, { text: f[field], from: f.fallbacks[field] }, form.language);
  return (
    <li className={earlier ? 'card format format-changed' : 'card format'}>
      <h3 id={titleId}>{f.title}</h3>
      {earlier ? <p className="changed-badge">{t.staleTitle}</p> : null}
      <Facts
        className="format-facts"
        rows={[
          [t.quantity, count(f.count)],
          ...f.specLines.map(({ label, value }): [string, string] => [label, value]),
          [t.split.versions, f.versionsText],
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
        <Prices
          format={f}
          form={form}
          alternative={alternative}
          onAlternative={onAlternative}
          rank={rank}
          earlier={earlier}
        />
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
  earlier,
}: Pick<Props, 'format' | 'form' | 'alternative' | 'onAlternative' | 'rank' | 'earlier'>) {
  const { t } = form;
  const count = (n: number) => formatCount(n, form.language);
  const titleId = `title-${f.id}`;
  // The earlier prices, struck through, with the quantity each was for when it is not the field's.
  const was = (cents: number | null | undefined, forCount?: number) =>
    cents === null || cents === undefined ? undefined : (
      <>
        {t.changed.was} <del>{formatMoney(cents, form.currency, form.language)}</del>
        {forCount === undefined ? null : ` ${t.changed.wasFor(count(forCount))}`}
      </>
    );
  const scaleOf = (scales: readonly { count: number; price: number }[] | undefined, c: number) =>
    scales?.find((s) => s.count === c)?.price;
  return (
    <>
      <div className="prices">
        <PriceField
          form={form}
          fieldKey={fieldKey.price(f.id)}
          label={t.priceLabel(count(f.count))}
          labelledBy={titleId}
          count={f.count}
          note={was(earlier?.price, earlier?.count)}
        />
        {earlier ? <Suggest format={f} form={form} earlier={earlier} /> : null}
        {f.counts.map((c) => (
          <PriceField
            key={c}
            form={form}
            fieldKey={fieldKey.scale(f.id, c)}
            label={t.priceFor(count(c))}
            labelledBy={titleId}
            count={c}
            optional
            note={was(scaleOf(earlier?.scales, c))}
          />
        ))}
        {f.versionChangePrice ? (
          <PriceField
            form={form}
            fieldKey={fieldKey.versionChange(f.id)}
            label={t.split.versionChange}
            labelledBy={titleId}
            note={t.split.versionChangeHint(count(Math.max(0, f.versions.length - 1)))}
          />
        ) : null}
        {f.runOn ? (
          <PriceField
            form={form}
            fieldKey={fieldKey.runOn(f.id)}
            label={t.runOnLabel}
            labelledBy={titleId}
            optional
            note={was(earlier?.runOnPer1000)}
          />
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
            note={was(earlier?.alternative?.price, earlier?.count)}
          />
          {f.counts.map((c) => (
            <PriceField
              key={c}
              form={form}
              fieldKey={fieldKey.altScale(f.id, c)}
              label={t.priceFor(count(c))}
              count={c}
              optional
              note={was(scaleOf(earlier?.alternative?.scales, c))}
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

/**
 * The new quantity's price as the printshop's own earlier prices make it, offered as a button that fills it in
 * (changed-formats.ts); never filled in by itself.
 */
function Suggest({ format: f, form, earlier }: { format: Format; form: Binding; earlier: Earlier }) {
  const suggestion = suggestionFor(earlier, f);
  const key = fieldKey.price(f.id);
  if (!suggestion || form.disabled) return null;
  const { t, language } = form;
  const money = (cents: number) => formatMoney(cents, form.currency, language);
  const label =
    suggestion.kind === 'scale'
      ? t.changed.useScale(money(suggestion.cents), formatCount(suggestion.count, language))
      : t.changed.useRunOn(
          money(suggestion.cents),
          money(suggestion.base),
          formatCount(suggestion.thousands, language),
          money(suggestion.runOnPer1000),
        );
  return (
    <button
      type="button"
      className="link-button suggestion"
      aria-describedby={`title-${f.id}`}
      onClick={() => {
        form.change(key, priceText(suggestion.cents, language));
        document.getElementById(inputId(key))?.focus();
      }}
    >
      {label}
    </button>
  );
}
