import { changeLines } from '../../shared/change-line.ts';
import { formatDateTime } from '../../shared/dates.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import type { Texts } from './texts.ts';

/**
 * What the buyer changed since sending, newest first: each change old → new, and the buyer's message (the
 * server leaves out an amendment that only adds or fixes another language's translation).
 */
export function Amendments({ offer, t }: { offer: PubOffer; t: Texts }) {
  const language = offer.supplier.language;
  const { amendments } = offer.task;
  if (amendments.length === 0) return null;
  return (
    <section className="card" aria-labelledby="amendments-heading">
      <h2 id="amendments-heading">{t.amendments.title}</h2>
      <ul className="amendments">
        {amendments.map((a) => (
          <li key={a.number} className="amendment">
            <h3>{t.amendments.revision(a.number, formatDateTime(a.createdAt, offer.timeZone, language))}</h3>
            {a.message.trim() ? <blockquote className="message">{a.message.trim()}</blockquote> : null}
            <dl className="facts">
              {a.changes
                .flatMap((c) => changeLines(c, language))
                .map(({ label, value }, i) => (
                  <div key={i} className="fact">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
