import { useDeferredValue } from 'react';
import { TaskState } from '../../../shared/task-state.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { RevisionsSection } from '../../features/amendments/components/revisions-section.tsx';
import { RoundAction } from '../../features/amendments/components/round-action.tsx';
import { AuctionAction } from '../../features/auctions/components/auction-action.tsx';
import { AuctionSection } from '../../features/auctions/components/auction-section.tsx';
import { AwardAction } from '../../features/award/components/award-action.tsx';
import { AwardOverview } from '../../features/award/components/award-overview.tsx';
import { AwaitingApproval } from '../../features/award/components/awaiting-approval.tsx';
import { useAccept } from '../../features/award/components/use-accept.tsx';
import { useOffers } from '../../features/comparison/api/get-offers.ts';
import { ComparisonSection } from '../../features/comparison/components/comparison-section.tsx';
import { TaskOverviewSection } from '../../features/dashboard/components/task-overview.tsx';
import { FilesSection } from '../../features/files/components/files-section.tsx';
import { DeliverySection } from '../../features/deliveries/components/delivery-section.tsx';
import type { Winner } from '../../features/deliveries/components/delivery-form.tsx';
import { AwardMails } from '../../features/invitations/components/award-mails.tsx';
import { InvoicesPanel } from '../../features/invoices/components/invoices-panel.tsx';
import { MailLogSection } from '../../features/invitations/components/mail-log-section.tsx';
import { OrdersSection } from '../../features/orders/components/orders-section.tsx';
import { SupplierSection } from '../../features/invitations/components/supplier-section.tsx';
import { QuestionsSection } from '../../features/questions/components/questions-section.tsx';
import { ExportButtons } from '../../features/records/components/export-buttons.tsx';
import { ReminderSection } from '../../features/reminders/components/reminder-section.tsx';
import { SectionBar } from '../../features/tasks/components/section-bar.tsx';
import { TASK_SECTIONS, type TaskSection } from '../../lib/task-sections.ts';
import { EventsPart, SectionAnchor, SentTaskSpec } from './task-section.tsx';

const namesOf = (comparison: Comparison) =>
  new Map([...comparison.offers, ...comparison.declined].map((o) => [o.supplierId, o.name]));

/** The printshops the award ordered from, each once, with their names and what they were ordered of each format. */
const winnersOf = (comparison: Comparison, task: Task): Winner[] => {
  const names = namesOf(comparison);
  const titles = new Map(task.formats.map((f) => [f.id, f.title]));
  const winners = new Map<string, Winner>();
  for (const a of comparison.awards) {
    const winner = winners.get(a.supplierId) ?? {
      supplierId: a.supplierId,
      name: names.get(a.supplierId) ?? '',
      formats: [],
    };
    winners.set(a.supplierId, winner);
    const format = winner.formats.find((f) => f.formatId === a.formatId);
    if (format) format.ordered += a.count;
    else winner.formats.push({ formatId: a.formatId, title: titles.get(a.formatId) ?? '', ordered: a.count });
  }
  // Each winner's formats in the task's order, as the order lists them.
  const place = new Map(task.formats.map((f, i) => [f.id, i]));
  const byPlace = (a: { formatId: string }, b: { formatId: string }) =>
    (place.get(a.formatId) ?? 0) - (place.get(b.formatId) ?? 0);
  return [...winners.values()].map((w) => ({ ...w, formats: w.formats.sort(byPlace) }));
};

/**
 * A sent task's page below its title (docs/product.md#task-page): after the award its summary, then the
 * overview, the bar to the sections, and the sections in the order the bar names them.
 */
export function SentSections({ task, section }: { task: Task; section: TaskSection | null }) {
  // The comparison's own query (one request for both): the award and its winners, the scores an accept weighs.
  const comparison = useOffers(task.id, { watch: task.state === TaskState.sent });
  const accept = useAccept(task, comparison.data);
  // Opened at its top, the page paints the overview and the offers first and renders the sections below them
  // in a second, interruptible pass once the offers came (or failed): a 1,000-printshop tender's offers show in
  // about half the time on a slow CPU (bench/README.md). A section's own address renders all at once, to scroll to.
  const deepLinked = section !== null && section !== 'offers';
  const below = useDeferredValue(deepLinked || !comparison.isPending, deepLinked);
  const awards = comparison.data?.awards ?? [];
  const winners = awards.length ? new Set(awards.map((a) => a.supplierId)) : undefined;
  // The Orders section, its bar entry with it, comes with the award (an awarded task is done); its address
  // before the award says so.
  const awarded = task.state === TaskState.done;
  const sections = awarded ? TASK_SECTIONS : TASK_SECTIONS.filter((s) => s !== 'orders');
  return (
    <>
      {task.state === TaskState.done && comparison.data ? (
        <AwardOverview
          taskId={task.id}
          comparison={comparison.data}
          mails={<AwardMails taskId={task.id} names={namesOf(comparison.data)} />}
        />
      ) : null}
      {comparison.data ? (
        <AwaitingApproval taskId={task.id} comparison={comparison.data} open={task.state === TaskState.sent} />
      ) : null}
      <TaskOverviewSection task={task} />
      <SectionBar taskId={task.id} sections={sections} current={section} />
      <SectionAnchor section="offers">
        <AuctionSection task={task} />
        <ComparisonSection
          task={task}
          actions={(data) => (
            <>
              <ExportButtons taskId={task.id} comparison={data} />
              <RoundAction task={task} comparison={data} />
              <AuctionAction task={task} comparison={data} />
              <AwardAction task={task} comparison={data} />
            </>
          )}
        />
      </SectionAnchor>
      {below ? (
        <>
          {awarded || section === 'orders' ? (
            <SectionAnchor section="orders">
              <OrdersSection task={task} awarded={awarded} />
              {awarded && comparison.data ? (
                <DeliverySection taskId={task.id} winners={winnersOf(comparison.data, task)} />
              ) : null}
              {awarded ? <InvoicesPanel taskId={task.id} /> : null}
            </SectionAnchor>
          ) : null}
          <SectionAnchor section="suppliers">
            <SupplierSection task={task} rowAction={accept.rowAction} winners={winners} />
            <ReminderSection task={task} />
            <MailLogSection taskId={task.id} />
          </SectionAnchor>
          <SectionAnchor section="questions">
            <QuestionsSection task={task} />
          </SectionAnchor>
          <SectionAnchor section="documents">
            <FilesSection task={task} />
            <RevisionsSection task={task} />
          </SectionAnchor>
          <SectionAnchor section="spec">
            <SentTaskSpec task={task} />
          </SectionAnchor>
          <EventsPart taskId={task.id} />
        </>
      ) : null}
      {accept.dialog}
    </>
  );
}
