import type { PointerEvent, ReactNode, SyntheticEvent } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { Currency } from '../../shared/currencies.ts';
import { checkAmount, currencySign, formatMoney } from '../../shared/money.ts';
import { per1000 } from '../../shared/quantities.ts';
import type { Texts } from './texts.ts';
import { inputId } from './offer-fields.ts';

/** What every input of the offer form is bound to. */
export type Binding = {
  t: Texts;
  language: Language;
  /** The currency the printshop quotes in (its picker's choice): the amounts under the fields show it. */
  currency: Currency;
  values: Record<string, string>;
  errors: Record<string, string>;
  disabled: boolean;
  change: (key: string, value: string) => void;
  blur: (key: string) => void;
};

type Props = {
  form: Binding;
  fieldKey: string;
  label: string;
  /** Ids of elements that name the field before its label (the format's title). */
  labelledBy?: string;
  /** The pieces the price is for: the price per 1,000 shows under it. */
  count?: number;
  optional?: boolean;
  /** A line under the field that describes it (the earlier price of a changed format). */
  note?: ReactNode;
};

/**
 * A field whose whole text is selected when it takes focus, by a tap or a click too: what is typed replaces the
 * price, rather than going before it (a caret before "690,00" made 960.690,00 €). Safari puts the caret where the
 * focusing click landed on its mouseup, so that one mouseup is held back; later clicks place the caret as usual.
 */
const selectOnFocus = {
  onPointerDown: (e: PointerEvent<HTMLInputElement>) => {
    e.currentTarget.dataset.focusing = String(document.activeElement !== e.currentTarget);
  },
  onFocus: (e: SyntheticEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    // setSelectionRange rather than select(): iOS Safari ignores the latter.
    input.setSelectionRange(0, input.value.length);
  },
  onMouseUp: (e: SyntheticEvent<HTMLInputElement>) => {
    if (e.currentTarget.dataset.focusing === 'true') e.preventDefault();
    delete e.currentTarget.dataset.focusing;
  },
};

/** A price in the offer's currency, typed in the printshop's notation, with its price per 1,000 pieces under it. */
export function PriceField({ form, fieldKey, label, labelledBy, count, optional, note }: Props) {
  const { t, values, errors } = form;
  const id = inputId(fieldKey);
  const value = values[fieldKey] ?? '';
  const error = errors[fieldKey];
  const cents = checkAmount(value, form.language).cents;
  const hint =
    count !== undefined && cents !== undefined
      ? t.per1000(formatMoney(per1000(cents, count), form.currency, form.language))
      : null;
  const sign = currencySign(form.currency, form.language);
  const described =
    [error ? `${id}-error` : null, note ? `${id}-note` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="price">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
        {optional ? <span className="optional"> ({t.optional})</span> : null}
      </label>
      <div className={sign.length > 1 ? 'price-input wide' : 'price-input'}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          aria-labelledby={labelledBy ? `${labelledBy} ${id}-label` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          value={value}
          disabled={form.disabled}
          onChange={(e) => form.change(fieldKey, e.target.value)}
          onBlur={() => form.blur(fieldKey)}
          {...selectOnFocus}
        />
        <span className="unit" aria-hidden="true">
          {sign}
        </span>
      </div>
      {note ? (
        <p id={`${id}-note`} className="was">
          {note}
        </p>
      ) : null}
      <Note id={`${id}-hint`} className="per-1000" text={hint} />
      <Note id={`${id}-error`} className="field-error" text={error} />
    </div>
  );
}

/** A line under a field (its hint, its error) that describes it; nothing when there is no text. */
const Note = ({ id, className, text }: { id: string; className: string; text: string | null | undefined }) =>
  text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;

/** A text input of the form (the alternative's description, the terms). */
export function TextField({
  form,
  fieldKey,
  label,
  multiline,
  inputMode,
  placeholder,
}: {
  form: Binding;
  fieldKey: string;
  label: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
}) {
  const id = inputId(fieldKey);
  const error = form.errors[fieldKey];
  const common = {
    id,
    value: form.values[fieldKey] ?? '',
    disabled: form.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => form.change(fieldKey, e.target.value),
    onBlur: () => form.blur(fieldKey),
  };
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type="text" autoComplete="off" inputMode={inputMode} placeholder={placeholder} {...common} />
      )}
      <Note id={`${id}-error`} className="field-error" text={error} />
    </div>
  );
}
