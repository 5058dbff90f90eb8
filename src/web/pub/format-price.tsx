import type { PubOffer } from '../../shared/schemas/offers.ts';
import { Facts } from './task-facts.tsx';
import type { Texts } from './texts.ts';

type Format = PubOffer['task']['formats'][number];

export const priceInputId = (formatId: string) => `price-${formatId}`;

type Props = {
  format: Format;
  t: Texts;
  locale: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** One format of the task with its texts and the price field for its whole quantity. */
export function FormatPrice({ format: f, t, locale, value, error, disabled, onChange, onBlur }: Props) {
  const id = priceInputId(f.id);
  const count = f.count.toLocaleString(locale);
  return (
    <li className="card format">
      <h3 id={`${id}-title`}>{f.title}</h3>
      <Facts
        className="format-facts"
        rows={[
          [t.quantity, count],
          [t.format, f.format],
          [t.color, f.color],
          [t.perforation, f.perforation],
          [t.fold, f.fold],
          [t.weight, f.weight],
          [t.personalisation, f.personalisation],
          [t.description, f.description],
        ]}
      />
      <div className="price">
        <label id={`${id}-label`} htmlFor={id}>
          {t.priceLabel(count)}
        </label>
        <div className="price-input">
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            // The format's title names the field: "Flyer A5 Price for the whole quantity of 5,000".
            aria-labelledby={`${id}-title ${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          <span className="unit" aria-hidden="true">
            €
          </span>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
