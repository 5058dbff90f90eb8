import { useId, useRef, useState, type FormEvent } from 'react';
import { toDisplayDate } from '../../../shared/dates.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { PubOrder } from '../../../shared/schemas/orders.ts';
import type { OfferLink } from '../offer-link.ts';
import { confirmOrder, OrderError, reportShipment, uploadProof } from './order-api.ts';
import { orderTexts, type OrderTexts } from './texts.ts';

type Props = { link: OfferLink; offer: PubOffer & { order: PubOrder } };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A winner's order on its page (docs/product.md#the-job-after-the-award): its state, the confirmation, a proof
 * per awarded format with its versions and the buyer's comments, and the shipment once the proofs are approved.
 * Loaded only once the printshop won (offer-page.tsx).
 */
export default function OrderPart({ link, offer }: Props) {
  const language = offer.supplier.language;
  const t = orderTexts[language];
  const [order, setOrder] = useState(offer.order);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (step: () => Promise<PubOrder>) => {
    setPending(true);
    setError(null);
    try {
      setOrder(await step());
    } catch (err) {
      const code = err instanceof OrderError ? err.code : 'OTHER';
      setError(t.errors[code] ?? t.errors.OTHER!);
    } finally {
      setPending(false);
    }
  };
  const date = (iso: string) => toDisplayDate(iso, language);
  const won = offer.award?.won ?? [];
  const titleOf = (formatId: string) => offer.task.formats.find((f) => f.id === formatId)?.title ?? formatId;
  const lastOf = (formatId: string) => order.proofs.filter((p) => p.formatId === formatId).at(-1);
  const proofsDone = order.proofFormats.every((f) => lastOf(f)?.status === 'approved');
  const confirmed = order.reference !== null;
  return (
    <section className="order" aria-labelledby="order-heading">
      <h2 id="order-heading">{t.title(order.number)}</h2>
      <p className="order-status">
        <strong>{t.status[order.status]}</strong>
      </p>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {confirmed ? <p>{t.confirmed(order.reference!, date(order.shipDate!))}</p> : null}
      {order.shipments.length === 0 ? (
        <ConfirmForm t={t} order={order} pending={pending} onSend={(body) => run(() => confirmOrder(link, body))} />
      ) : null}
      {confirmed ? (
        <>
          <h3>{t.proofsTitle}</h3>
          <ul className="order-proofs">
            {won.map((w) => (
              <li key={w.formatId}>
                <h4>{titleOf(w.formatId)}</h4>
                {order.proofFormats.includes(w.formatId) && !lastOf(w.formatId) ? (
                  <p className="hint">{t.proofAsked}</p>
                ) : null}
                <ol className="order-versions">
                  {order.proofs
                    .filter((p) => p.formatId === w.formatId)
                    .map((p) => (
                      <li key={p.id}>
                        {t.version(p.version)}: {p.name} ({t.proofStatus[p.status]})
                        {p.comment ? <p className="order-comment">{`${t.comment}: ${p.comment}`}</p> : null}
                      </li>
                    ))}
                </ol>
                {order.shipments.length === 0 && lastOf(w.formatId)?.status !== 'approved' ? (
                  <ProofUpload
                    t={t}
                    pending={pending}
                    onSend={(file) => run(() => uploadProof(link, w.formatId, file))}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <h3>{t.shipmentTitle}</h3>
          {order.shipments.map((s) => (
            <p key={s.id}>{t.shipped([s.carrier, s.tracking].filter(Boolean).join(' '), date(s.shippedOn))}</p>
          ))}
          {proofsDone ? (
            <ShipmentForm t={t} pending={pending} onSend={(body) => run(() => reportShipment(link, body))} />
          ) : (
            <p className="hint">{t.waitProofs}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

type FormProps<B> = { t: OrderTexts; pending: boolean; onSend: (body: B) => Promise<void> };

const valuesOf = (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  return Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
};

function ConfirmForm({
  t,
  order,
  pending,
  onSend,
}: FormProps<{ reference: string; shipDate: string }> & { order: PubOrder }) {
  const id = useId();
  return (
    <form
      className="order-form"
      aria-label={t.confirmTitle}
      onSubmit={(e) => {
        const v = valuesOf(e);
        void onSend({ reference: v.reference ?? '', shipDate: v.shipDate ?? '' });
      }}
    >
      <p className="hint">{t.confirmHint}</p>
      <label htmlFor={`${id}-ref`}>{t.reference}</label>
      <input id={`${id}-ref`} name="reference" required maxLength={200} defaultValue={order.reference ?? ''} />
      <label htmlFor={`${id}-date`}>{t.shipDate}</label>
      <input id={`${id}-date`} name="shipDate" type="date" required min={today()} defaultValue={order.shipDate ?? ''} />
      <button type="submit" className="button" disabled={pending}>
        {order.reference === null ? t.confirm : t.confirmAgain}
      </button>
    </form>
  );
}

function ProofUpload({ t, pending, onSend }: FormProps<File>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        const file = input.current?.files?.[0];
        if (file) void onSend(file);
      }}
    >
      <label htmlFor={id}>{t.chooseFile}</label>
      <input id={id} ref={input} name="file" type="file" accept="application/pdf,.pdf" required />
      <button type="submit" className="button" disabled={pending}>
        {t.upload}
      </button>
    </form>
  );
}

function ShipmentForm({ t, pending, onSend }: FormProps<{ carrier: string; tracking: string; shippedOn: string }>) {
  const id = useId();
  return (
    <form
      className="order-form"
      aria-label={t.shipmentTitle}
      onSubmit={(e) => {
        const v = valuesOf(e);
        void onSend({ carrier: v.carrier ?? '', tracking: v.tracking ?? '', shippedOn: v.shippedOn ?? '' });
      }}
    >
      <label htmlFor={`${id}-carrier`}>{t.carrier}</label>
      <input id={`${id}-carrier`} name="carrier" required maxLength={200} />
      <label htmlFor={`${id}-tracking`}>{t.tracking}</label>
      <input id={`${id}-tracking`} name="tracking" maxLength={200} />
      <label htmlFor={`${id}-on`}>{t.shippedOn}</label>
      <input id={`${id}-on`} name="shippedOn" type="date" required max={today()} defaultValue={today()} />
      <button type="submit" className="button" disabled={pending}>
        {t.ship}
      </button>
    </form>
  );
}
