import { formatDateTime } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { TaskState } from '../../shared/task-state.ts';
import { lazy, Suspense } from 'react';
import type { PubOrder } from '../../shared/schemas/orders.ts';
import { Amendments } from './amendments.tsx';
import { earlierOf } from './changed-formats.ts';
import { Decline } from './decline.tsx';
import { DraftNotice } from './draft-notice.tsx';
import { Documents } from './documents.tsx';
import { NotInvited } from './not-invited.tsx';
import type { OfferLink } from './offer-link.ts';
import { formatRankText, heldText, OfferStatus, rankText } from './offer-status.tsx';
import { FormatPrice } from './format-price.tsx';
import { InvoicePart } from './invoice-part.tsx';
import { isNoOffer } from './offer-fields.ts';
import { PriceDoubts } from './price-doubts.tsx';
import { Questions } from './questions.tsx';
import { TaskFacts } from './task-facts.tsx';
import { TermsFields } from './terms-fields.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { texts, type Texts } from './texts.ts';
import { useNotice } from './use-notice.ts';
import { useOfferForm } from './use-offer-form.ts';

// A winner's order: loaded only once the printshop won, the page's first load stays as it was.
const OrderPart = lazy(() => import('./order/order-part.tsx'));
// A best-and-final round (docs/product.md#rounds): loaded only on a task that has one.
const RoundPart = lazy(() => import('./round/round-part.tsx'));
// A live auction (docs/product.md#auctions): loaded only for a printshop in one; its refusals come with it.
const AuctionPart = lazy(() => import('./auction/auction-part.tsx'));
const BidRefusal = lazy(() => import('./auction/auction-part.tsx').then((m) => ({ default: m.BidRefusal })));

/**
 * The supplier's page: the task and its documents, one price per format, the running total, the rank; the
 * questions and answers, and declining to offer.
 */
export function OfferPage({ link, initial }: { link: OfferLink; initial: PubOffer }) {
  const [notice, showNotice] = useNotice<{ title: string; text?: string }>();
  const form = useOfferForm(link, initial, (next) => {
    const t = texts[next.supplier.language];
    // The place may be held back (the hourly limit): the toast then says when it updates. In an auction its box
    // shows the live rank; the page's own, taken at the last offer, could say otherwise.
    const text = next.auction ? undefined : (heldText(next, t) ?? rankText(next, t).text);
    showNotice({ title: next.unchanged ? t.unchanged : t.success, text });
  });
  if (form.notInvited) return <NotInvited />;

  const { t, offer } = form;
  const language = offer.supplier.language;
  const money = (cents: number) => formatMoney(cents, form.currency, language);
  // A preview arrives closed too; it says so itself. After an auction its last bids are the offers.
  const closed = !offer.task.open || offer.preview || offer.auction?.state === 'ended';
  const { sum, submittedAt } = offer.supplierTask;
  const submitted =
    sum !== null && submittedAt !== null
      ? t.submitted(money(sum), formatDateTime(submittedAt, offer.timeZone, language))
      : null;
  // While the auction runs the bar says the most the bid may total, before it is sent (in the auction's currency),
  // unless a refusal beside the button says it already.
  const { auction } = offer;
  const bidding =
    auction?.state === 'running' && auction.currency === form.currency && !form.bidRefusal ? auction : null;
  // "Too high" once the typed total differs from the last bid's (as it stands, the form holds that bid).
  const over =
    bidding !== null && form.missing === 0 && form.total > bidding.maxTotal && form.total !== bidding.lastTotal;
  const bidLimit = bidding ? t.bidAtMost(money(bidding.maxTotal), over) : null;
  const binding = {
    t,
    language,
    currency: form.currency,
    values: form.values,
    errors: form.errors,
    disabled: closed,
    change: form.change,
    blur: form.blur,
  };
  // Asking and declining answer the whole offer: it replaces the page's, what was typed stays.
  const talk = { link, offer, t, update: form.update };
  const scales = offer.task.formats.some((f) => f.counts.length > 0 || f.runOn);
  // Places per format while the request runs, as the status line's (not once cancelled or awarded).
  const running = offer.task.state !== TaskState.cancelled && offer.task.state !== TaskState.done;
  // Not in an auction either: its box shows the live rank, these were taken at the last offer.
  const rankOf = (formatId: string) =>
    running && !offer.auction && !isNoOffer(form.values, formatId) ? formatRankText(offer, formatId, t) : null;
  const ranked = offer.task.formats.some((f) => rankOf(f.id));

  return (
    <main className="page">
      <title>{`${offer.task.name} · ${offer.task.buyer.name}`}</title>
      {offer.preview ? <p className="notice preview-banner">{t.preview}</p> : null}
      <Buyer buyer={offer.task.buyer} t={t} />
      <h1>{offer.task.name}</h1>
      <p className="subtitle">{t.offerFor(offer.supplier.name)}</p>
      <OfferStatus offer={offer} t={t} />
      {form.draftNotice ? (
        <DraftNotice notice={form.draftNotice} t={t} language={language} onDiscard={form.discardDraft} />
      ) : null}
      {offer.order ? (
        <Suspense fallback={<p className="hint">…</p>}>
          <OrderPart link={link} offer={offer as PubOffer & { order: PubOrder }} />
        </Suspense>
      ) : null}
      {offer.round || offer.roundClosed ? (
        <Suspense fallback={<p className="hint">…</p>}>
          <RoundPart link={link} offer={offer} onChange={form.update} />
        </Suspense>
      ) : null}
      {auction ? (
        <Suspense fallback={<p className="hint">…</p>}>
          <AuctionPart link={link} offer={offer} onChange={form.update} />
        </Suspense>
      ) : null}
      <Amendments offer={offer} t={t} />
      <TaskFacts task={offer.task} language={language} t={t} leftOut={offer.roundClosed !== null} />
      <Documents offer={offer} t={t} />
      <form noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby="formats-heading">
        <h2 id="formats-heading">{t.formats}</h2>
        {closed ? null : <p className="hint">{scales ? `${t.pricesHint} ${t.scalesHint}` : t.pricesHint}</p>}
        {ranked ? <p className="hint">{t.formatRank.hint}</p> : null}
        <CurrencyPicker offer={offer} form={binding} />
        <ul className="formats">
          {offer.task.formats.map((f) => (
            <FormatPrice
              key={f.id}
              format={f}
              form={binding}
              alternative={form.alternatives.has(f.id)}
              onAlternative={(open) => form.toggleAlternative(f.id, open)}
              noOffer={isNoOffer(form.values, f.id)}
              onNoOffer={(none) => form.toggleNoOffer(f.id, none)}
              rank={rankOf(f.id)}
              earlier={earlierOf(offer, f.id)}
            />
          ))}
        </ul>
        {closed && !offer.supplierTask.terms ? null : (
          <TermsFields form={binding} addresses={offer.task.deliveries.length} />
        )}
        {form.formError ? (
          <p className="notice notice-error" role="alert">
            {form.formError}
          </p>
        ) : null}
        {form.doubts ? (
          <PriceDoubts doubts={form.doubts} t={t} onCheck={form.checkDoubts} onSend={form.sendAnyway} />
        ) : null}
        <div className="submit-bar">
          {/* In the bar beside the button a phone shows: the bid was refused where it was placed. */}
          {form.bidRefusal ? (
            <Suspense fallback={null}>
              <BidRefusal code={form.bidRefusal} offer={offer} />
            </Suspense>
          ) : null}
          <p className="total">
            <span className="total-label">{t.total}</span>
            <strong className="total-sum">{money(form.total)}</strong>
            <span className={over ? 'total-note total-over' : 'total-note'}>
              {form.missing > 0 && !closed ? t.missingPrices(form.missing) : (bidLimit ?? submitted)}
            </span>
          </p>
          {closed ? null : (
            <button type="submit" className="button" disabled={form.pending}>
              {form.pending
                ? t.sending
                : auction?.state === 'running'
                  ? t.bid
                  : offer.supplierTask.stale
                    ? t.confirm
                    : offer.supplierTask.submittedAt === null
                      ? t.submit
                      : t.update}
            </button>
          )}
        </div>
      </form>
      {offer.award && offer.award.won.length > 0 && !offer.preview ? (
        <InvoicePart link={link} language={language} />
      ) : null}
      <Questions {...talk} onSent={() => showNotice({ title: t.questions.sent })} />
      <Decline {...talk} onSent={() => showNotice({ title: t.decline.sent })} />
      <div className="toast-region" role="status">
        {notice ? (
          <div className="toast">
            <strong>{notice.title}</strong>
            {notice.text ? <span>{notice.text}</span> : null}
          </div>
        ) : null}
      </div>
    </main>
  );
}

/** Who is asking: the company that buys, with its address, VAT number and phone (docs/product.md, Buying company). */
function Buyer({ buyer, t }: { buyer: PubOffer['task']['buyer']; t: Texts }) {
  const facts = [
    buyer.address,
    buyer.vatNumber ? `${t.vatNumber}: ${buyer.vatNumber}` : '',
    buyer.phone ? `${t.phone}: ${buyer.phone}` : '',
  ].filter(Boolean);
  return (
    <section className="buyer" aria-label={t.buyer}>
      <p className="buyer-label">{t.buyer}</p>
      <p className="buyer-name">{buyer.name}</p>
      {facts.map((line) => (
        <p key={line} className="buyer-fact">
          {line}
        </p>
      ))}
    </section>
  );
}
