import { useEffect, useState, type FormEvent } from 'react';
import { isCurrency } from '../../shared/currencies.ts';
import { toDisplayDate } from '../../shared/dates.ts';
import type { Language } from '../../shared/languages.ts';
import { formatMoney, priceText } from '../../shared/money.ts';
import type { PubInvoice } from '../../shared/schemas/invoices.ts';
import { getInvoices, InvoiceError, sendInvoice } from './invoice-api.ts';
import { invoiceTexts } from './invoice-texts.ts';
import type { OfferLink } from './offer-link.ts';

type Props = { link: OfferLink; language: Language };

const TYPED = ['number', 'date', 'net', 'vat', 'gross'] as const;

/**
 * The printshop's invoice after the award (docs/product.md#invoices): send an e-invoice, or a PDF with its figures
 * typed; its invoices listed with their state, a disputed one's reason. Shown to a winner only.
 */
export function InvoicePart({ link, language }: Props) {
  const t = invoiceTexts[language];
  const [invoices, setInvoices] = useState<PubInvoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    getInvoices(link).then(setInvoices, () => setInvoices([]));
  }, [link]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData();
    // The typed figures first, then the file, so the server reads them before the bytes.
    for (const name of TYPED) {
      const value = (form.elements.namedItem(name) as HTMLInputElement).value.trim();
      if (value) data.append(name, value);
    }
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (file) data.append('file', file);
    setPending(true);
    setError(null);
    setSent(false);
    try {
      setInvoices(await sendInvoice(link, data));
      setSent(true);
      form.reset();
    } catch (err) {
      const code = err instanceof InvoiceError ? err.code : '';
      setError(code in t.errors ? t.errors[code as keyof typeof t.errors] : t.failed);
    } finally {
      setPending(false);
    }
  };

  const money = (i: PubInvoice) =>
    isCurrency(i.currency)
      ? formatMoney(i.gross, i.currency, language)
      : `${priceText(i.gross, language)} ${i.currency}`;
  return (
    <section className="card invoice" aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">{t.title}</h2>
      <p className="hint">{t.intro}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="text-field">
          <label htmlFor="invoice-file">{t.file}</label>
          <p id="invoice-file-hint" className="field-hint">
            {t.fileHint}
          </p>
          <input
            id="invoice-file"
            name="file"
            type="file"
            accept=".xml,.pdf,application/pdf,application/xml,text/xml"
            aria-describedby="invoice-file-hint"
            required
          />
        </div>
        <p className="hint">{t.typedHint}</p>
        <div className="invoice-fields">
          {TYPED.map((name) => (
            <div className="text-field" key={name}>
              <label htmlFor={`invoice-${name}`}>{t[name]}</label>
              <input
                id={`invoice-${name}`}
                name={name}
                type={name === 'date' ? 'date' : 'text'}
                inputMode={name === 'number' || name === 'date' ? undefined : 'decimal'}
              />
            </div>
          ))}
        </div>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {sent ? (
          <p className="notice notice-success" role="status">
            {t.sent}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={pending}>
          {pending ? t.sending : t.send}
        </button>
      </form>
      <h3>{t.list}</h3>
      {invoices === null ? null : invoices.length === 0 ? (
        <p className="hint">{t.none}</p>
      ) : (
        <ul className="invoices">
          {invoices.map((i) => (
            <li key={i.id}>
              {`${t.invoice(i.number, toDisplayDate(i.issuedOn, language), money(i))} – ${t.statuses[i.status]}`}
              {i.status === 'disputed' ? <p className="message">{`${t.reason}: ${i.reason}`}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
