import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { awardedCost } from '../../../../shared/landed-cost.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { orderPdfHref } from '../api/get-order-pdf.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { bothAmounts, inTaskCurrency } from '../lib/award.ts';

type Props = {
  taskId: string;
  comparison: Comparison;
  /** The order and not-chosen mails (the invitations feature's mail log), given by the page. */
  mails: ReactNode;
};

/**
 * The printshops awarded, in the order of the task's formats, each with what it won, its delivery cost once and
 * its total incl. delivery, as the award counted them (src/shared/landed-cost.ts), in its offer's currency as its
 * order; `stated` is false when its offer named no delivery cost (counted as 0). `converted`: its total in the
 * task's currency, each amount converted at the task's rate (null in the task's own), and the award's total in it.
 */
function winnersOf(comparison: Comparison) {
  const titleOf = (id: string) => comparison.formats.find((f) => f.id === id)?.title ?? id;
  const landed = awardedCost(comparison);
  const winners = landed.perSupplier.map((order) => {
    const offer = comparison.offers.find((o) => o.supplierId === order.supplierId);
    const currency = offer?.currency ?? comparison.currency;
    const at = (amount: number) => (offer ? inTaskCurrency(comparison, offer, amount) : amount);
    const inTask = order.formats.reduce((sum, f) => sum + at(f.price), at(order.delivery));
    return {
      ...order,
      currency,
      inTask,
      converted: currency === comparison.currency ? null : inTask,
      name: offer?.name ?? '',
      stated: (offer?.terms?.deliveryCost ?? null) !== null,
      lines: comparison.awards
        .filter((a) => a.supplierId === order.supplierId)
        .map((a) => ({ ...a, title: titleOf(a.formatId) })),
    };
  });
  return { winners, total: winners.reduce((sum, w) => sum + w.inTask, 0) };
}

/**
 * A done task's award at the top of its page (docs/product.md#task-page): who won which format, how many at what
 * price, its delivery cost and total incl. delivery, its order PDF; a split award's total; and the mails that told
 * the printshops.
 */
export function AwardOverview({ taskId, comparison, mails }: Props) {
  const ft = useAwardTexts();
  const { money, count } = useFormat();
  const headingId = useId();
  const { winners, total } = winnersOf(comparison);
  if (winners.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderColor: 'success.main' }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {ft('summary.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {winners.map((winner) => (
          <Box
            component="li"
            key={winner.supplierId}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{winner.name}</Typography>
            <Box component="ul" sx={{ m: 0, my: 0.5, pl: 2.5 }}>
              {winner.lines.map((line) => (
                <Typography component="li" key={line.formatId} variant="body2">
                  {ft('award.orderLine', {
                    title: line.title,
                    count: count(line.count),
                    price: money(line.price, winner.currency),
                  })}
                  {line.alternative ? ` (${ft('award.alternative')}: ${line.alternative})` : null}
                </Typography>
              ))}
            </Box>
            <Typography variant="body2">
              {`${ft('award.delivery')}: ${winner.stated ? money(winner.delivery, winner.currency) : ft('summary.noDelivery')}`}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {`${ft('award.supplierTotal')}: ${bothAmounts(money, comparison.currency, { ...winner, price: winner.total })}`}
            </Typography>
            <Link
              href={orderPdfHref(taskId, winner.supplierId)}
              download
              aria-label={ft('award.orderPdfOf', { name: winner.name })}
              variant="body2"
            >
              {ft('award.orderPdf')}
            </Link>
          </Box>
        ))}
      </Box>
      {winners.length > 1 ? (
        <Typography
          sx={{ mt: 1.5, fontWeight: 600 }}
        >{`${ft('award.total')}: ${money(total, comparison.currency)}`}</Typography>
      ) : null}
      {mails}
    </Paper>
  );
}
