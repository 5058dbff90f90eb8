import type { PubOffer } from '../../shared/schemas/offers.ts';
import { groupText } from '../../shared/certificates.ts';
import { toDisplayDate } from '../../shared/dates.ts';
import type { Language } from '../../shared/languages.ts';
import type { Texts } from './texts.ts';

/** Label-value pairs; empty values are left out. */
export function Facts({ rows, className }: { rows: [string, string][]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {rows
        .filter(([, value]) => value.trim())
        .map(([label, value], i) => (
          // Two rows may share a label (a spec's cover and inside paper).
          <div key={`${i}-${label}`} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

type FactsProps = { task: PubOffer['task']; language: Language; t: Texts; leftOut?: boolean };

/**
 * The task as the supplier needs it: note, dates, where to deliver. `leftOut`: left out of a final round, whose
 * deadline is not its own: no deadline (its round part says when its offers closed, docs/product.md#rounds).
 */
export function TaskFacts({ task, language, t, leftOut = false }: FactsProps) {
  const date = (iso: string | null) => (iso ? toDisplayDate(iso, language) : t.dateNone);
  return (
    <section className="card" aria-labelledby="task-details">
      <h2 id="task-details">{t.details}</h2>
      <Facts
        rows={[
          [t.note, task.note],
          [t.deliveryDate, date(task.deliveryDate)],
          ...(leftOut ? [] : [[t.deadlineDate, date(task.deadlineDate)] as [string, string]]),
          [t.address, task.address],
          // Each delivery address with its date and counts (docs/product.md#delivery-addresses).
          ...task.deliveryLines.map((line, i): [string, string] => [t.split.deliveryAddress(i + 1), line]),
        ]}
      />
      {task.certificateGroups.length > 0 ? (
        <p className="notice notice-info">
          {t.requires(task.certificateGroups.map((group) => groupText(group, language)))}
        </p>
      ) : null}
    </section>
  );
}
