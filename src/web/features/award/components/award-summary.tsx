import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { orderPdfHref } from '../api/get-order-pdf.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import type { awardTotals, ordersOf } from '../lib/award.ts';

/** The split's total beside the best single printshop's, and what the split saves. */
export function AwardSummary({ totals }: { totals: ReturnType<typeof awardTotals> }) {
  const ft = useAwardTexts();
  const { money } = useFormat();
  const rows: [string, string][] = [[ft('award.total'), money(totals.total)]];
  if (totals.best) rows.push([ft('award.bestSingle', { name: totals.best.name }), money(totals.best.sum)]);
  if (totals.saving !== null && totals.saving > 0) rows.push([ft('award.saving'), money(totals.saving)]);
  return (
    <Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, maxWidth: 420 }}
      >
        {rows.map(([label, value], i) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: i === 0 ? 600 : 400 }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {totals.saving === null && totals.complete ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ft('award.noSaving')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Who gets an order for what. */
export function OrdersList({ orders }: { orders: ReturnType<typeof ordersOf> }) {
  const ft = useAwardTexts();
  const { money, count } = useFormat();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {orders.map((order) => (
        <li key={order.name}>
          <Typography sx={{ fontWeight: 600 }}>{order.name}</Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {order.formats.map(({ title, option }) => (
              <Typography component="li" key={title} variant="body2">
                {ft('award.orderLine', {
                  title,
                  count: count(option.count),
                  price: money(option.price),
                })}
                {option.alternative ? ` (${ft('award.alternative')}: ${option.alternative})` : null}
              </Typography>
            ))}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** Once awarded: each winner's order as the PDF its order mail carried. */
export function OrderPdfLinks({ taskId, comparison }: { taskId: string; comparison: Comparison }) {
  const ft = useAwardTexts();
  const winners = [...new Set(comparison.awards.map((a) => a.supplierId))];
  if (winners.length === 0) return null;
  const nameOf = (id: string) => comparison.offers.find((o) => o.supplierId === id)?.name ?? '';
  return (
    <Box component="ul" sx={{ m: 0, mt: 2, pl: 2.5 }}>
      {winners.map((id) => (
        <Typography component="li" key={id} variant="body2">
          {nameOf(id)}:{' '}
          <Link href={orderPdfHref(taskId, id)} download aria-label={ft('award.orderPdfOf', { name: nameOf(id) })}>
            {ft('award.orderPdf')}
          </Link>
        </Typography>
      ))}
    </Box>
  );
}
