import { changesOf, currencyChanges, deliveryChanges } from '../../../../shared/amendment.ts';
import type { AmendBody } from '../../../../shared/schemas/amend.ts';
import type { Task, TaskFormat, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { deliveriesOfForm } from './delivery-form.ts';

/**
 * What the task form's values change on a sent task, and the amendment's body without its message. Only
 * the fields an amendment may change count; a cleared date keeps the old one (a sent task needs both), a cleared
 * rate the old rate.
 */
export function amendmentOf(task: Task, values: TaskInput) {
  const fields = {
    deadlineDate: values.deadlineDate ?? task.deadlineDate,
    deliveryDate: values.deliveryDate ?? task.deliveryDate,
    address: values.address,
    note: values.note,
  };
  // A format added in the form has no id yet: a placeholder tells it apart from the kept ones. The revision is
  // the server's to raise; the changes do not weigh it.
  const formats = values.formats.map((f, i) => ({
    ...f,
    id: f.id ?? `new-${i}`,
    formatId: f.formatId ?? null,
    // The form does not carry a spec: a kept format keeps its own, as the server does.
    spec: f.spec === undefined ? (task.formats.find((t) => t.id === f.id)?.spec ?? null) : f.spec,
    // Versions alike (docs/product.md#versions).
    ...keptVersions(
      f,
      task.formats.find((t) => t.id === f.id),
    ),
    revision: f.revision ?? 1,
  }));
  // An amendment adds currencies after those accepted and drops none (docs/product.md#currencies).
  const added = (values.currencies ?? []).filter((c) => !task.currencies.includes(c));
  const accepted = { currencies: [...task.currencies, ...added], rates: { ...task.rates, ...values.rates } };
  // The addresses as sent name a new format by its place ("#2"); the lines by its placeholder, to read its title.
  const deliveries = deliveriesOfForm(values.deliveries, values.formats);
  const placed = (deliveries ?? []).map((d) => ({
    address: d.address,
    date: d.date ?? null,
    counts: d.counts.map((c) => ({ ...c, formatId: c.formatId.replace(/^#/, 'new-') })),
  }));
  const addresses = deliveries ? deliveryChanges(task.deliveries, placed, formats) : [];
  const changes = [...changesOf(task, fields, task.formats, formats), ...currencyChanges(task, accepted), ...addresses];
  const rated = changes.some((c) => c.field === 'rate');
  const body: Omit<AmendBody, 'message'> = {
    version: task.version,
    ...(fields.deadlineDate ? { deadlineDate: fields.deadlineDate } : {}),
    ...(fields.deliveryDate ? { deliveryDate: fields.deliveryDate } : {}),
    address: fields.address,
    note: fields.note,
    ...(changes.some((c) => c.field === 'format') ? { formats: values.formats } : {}),
    ...(added.length > 0 ? { currencies: accepted.currencies } : {}),
    ...(rated ? { rates: values.rates } : {}),
    ...(addresses.length > 0 ? { deliveries } : {}),
  };
  return { changes, body };
}

/** What a format of the form keeps of its versions when the form does not name them, as the server does. */
const keptVersions = (
  f: { versions?: TaskFormat['versions']; versionChangePrice?: boolean },
  was: TaskFormat | undefined,
) => ({
  versions: f.versions ?? was?.versions ?? [],
  versionChangePrice: f.versionChangePrice ?? was?.versionChangePrice ?? false,
});
