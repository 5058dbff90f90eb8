import { useState } from 'react';
import { toDisplayDate } from '../../../shared/dates.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { OfferLink } from '../offer-link.ts';
import { keepOffer, RoundError } from './round-api.ts';
import { roundTexts } from './texts.ts';

type Props = { link: OfferLink; offer: PubOffer; onChange: (next: PubOffer) => void };

/**
 * A best-and-final round on the printshop's page (docs/product.md#rounds): for one chosen, its round-1 prices,
 * the round's deadline and "keep my offer" (its one answer, or an improved offer through the form); for one left
 * out, the day its round closed and that it is not in the final round. Loaded only when the task has a final round (offer-page.tsx).
 */
export default function RoundPart({ link, offer, onChange }: Props) {
  const language = offer.supplier.language;
  const t = roundTexts[language];
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const round = offer.round;
  if (!round) {
    return (
      <section className="notice notice-closed" aria-labelledby="round-heading">
        <h2 id="round-heading">{t.outTitle}</h2>
        {offer.roundClosedOn ? <p>{t.closedOn(toDisplayDate(offer.roundClosedOn, language))}</p> : null}
        <p>{t.out}</p>
      </section>
    );
  }
  const keep = async () => {
    setPending(true);
    setError(null);
    try {
      onChange(await keepOffer(link));
    } catch (err) {
      const code = err instanceof RoundError ? err.code : 'OTHER';
      setError(t.errors[code] ?? t.errors.OTHER!);
    } finally {
      setPending(false);
    }
  };
  const earlier = round.earlier;
  const money = (cents: number) => formatMoney(cents, earlier?.currency ?? 'EUR', language);
  const titleOf = (id: string) => offer.task.formats.find((f) => f.id === id)?.title ?? id;
  const answered = round.answer === 'kept' ? t.kept : round.answer === 'offer' ? t.improved : null;
  return (
    <section className="notice notice-info" aria-labelledby="round-heading">
      <h2 id="round-heading">{t.title}</h2>
      {round.deadlineDate ? <p>{t.deadline(toDisplayDate(round.deadlineDate, language))}</p> : null}
      {round.message.trim() ? (
        <>
          <p>
            <strong>{t.message}</strong>
          </p>
          <blockquote className="message">{round.message.trim()}</blockquote>
        </>
      ) : null}
      {earlier ? (
        <table className="round-prices">
          <caption>{t.earlier}</caption>
          <tbody>
            {earlier.formats.map((f) => (
              <tr key={f.id}>
                <th scope="row">{titleOf(f.id)}</th>
                <td>{money(f.price)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.total}</th>
              <td>{money(earlier.sum)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {answered ? (
        <p>
          <strong>{answered}</strong>
        </p>
      ) : offer.task.open ? (
        <>
          <p>{t.improveHint}</p>
          <p className="hint">{t.keepHint}</p>
          <button type="button" className="button" disabled={pending} onClick={() => void keep()}>
            {pending ? t.keeping : t.keep}
          </button>
        </>
      ) : null}
    </section>
  );
}
