import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOutlier } from '../../../../shared/lowest.ts';
import type { AwardPreview } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import type { Currency } from '../../../../shared/currencies.ts';
import { bothAmounts, inTaskCurrency, type ordersOf } from '../lib/award.ts';

type Row = { label: string; value: string; strong?: boolean; indent?: boolean };

function Figures({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, maxWidth: 480 }}
    >
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'contents', fontWeight: row.strong ? 600 : 400 }}>
          <Box component="dt" sx={{ pl: row.indent ? 2 : 0 }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

type SummaryProps = {
  comparison: Comparison;
  preview: Pick<UseQueryResult<AwardPreview>, 'data' | 'error' | 'isFetching'>;
  /** Some format is ordered at another quantity or as an alternative than the best single printshop's total. */
  otherThanAsked: boolean;
};

/**
 * The award as the server counts it (POST …/award/preview): per printshop its formats, its delivery once and
 * its total; the award's total; the best single printshop's and what the award saves against it, or how much
 * more it costs. Nothing of it is counted here (docs/product.md#award-and-order).
 */
export function AwardSummary({ comparison, preview, otherThanAsked }: SummaryProps) {
  const ft = useAwardTexts();
  const { t } = useTranslation();
  const formatters = useFormat();
  const { count } = formatters;
  if (preview.error) {
    return <Alert severity="error">{`${ft('award.previewFailed')}: ${errorMessage(t, preview.error)}`}</Alert>;
  }
  if (preview.isFetching || !preview.data) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={16} aria-label={ft('award.counting')} />
        <Typography variant="body2">{ft('award.counting')}</Typography>
      </Stack>
    );
  }
  const { data } = preview;
  // Every figure is the server's, in the task's currency; a printshop's own total beside it when it quoted in another.
  const money = (amount: number) => formatters.money(amount, data.currency);
  const totalOf = (order: AwardPreview['perSupplier'][number]) =>
    order.currency === data.currency || order.quotedTotal === undefined
      ? money(order.total)
      : bothAmounts(formatters.money, data.currency, {
          price: order.quotedTotal,
          currency: order.currency,
          converted: order.total,
        });
  const nameOf = (id: string) => comparison.offers.find((o) => o.supplierId === id)?.name ?? id;
  const titleOf = (id: string) => comparison.formats.find((f) => f.id === id)?.title ?? id;
  // The preview's price is in the task's currency: the offer's count price is weighed in it too.
  const flaggedAt = (supplierId: string, formatId: string, count: number, price: number) => {
    const offer = comparison.offers.find((o) => o.supplierId === supplierId);
    const entry = offer?.prices.find((p) => p.id === formatId);
    const format = comparison.formats.find((f) => f.id === formatId);
    const counted = offer && entry && inTaskCurrency(comparison, offer, entry.price);
    return isOutlier(comparison, supplierId, formatId) && count === format?.count && price === counted;
  };
  const single = data.bestSingle;
  const singleFlagged = single !== null && comparison.outliers.some((o) => o.supplierId === single.supplierId);
  const rows: Row[] = data.perSupplier.flatMap((order) => [
    { label: nameOf(order.supplierId), value: '', strong: true },
    ...order.formats.map((f) => {
      const line = ft('award.formatLine', { title: titleOf(f.formatId), count: count(f.count) });
      // The count price of the main offer is what the comparison flags; the figure is the server's either way.
      const flagged = flaggedAt(order.supplierId, f.formatId, f.count, f.price);
      return { label: flagged ? `${line} – ${ft('award.outlier')}` : line, value: money(f.price), indent: true };
    }),
    { label: ft('award.delivery'), value: money(order.delivery), indent: true },
    { label: ft('award.supplierTotal'), value: totalOf(order), indent: true },
  ]);
  rows.push({ label: ft('award.total'), value: money(data.total), strong: true });
  if (data.bestSingle) {
    rows.push({
      label: ft('award.bestSingle', { name: nameOf(data.bestSingle.supplierId) }),
      value: money(data.bestSingle.total),
    });
  }
  return (
    <Box>
      <Figures rows={rows} label={ft('award.total')} />
      {singleFlagged ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ft('award.bestSingleFlagged')}
        </Alert>
      ) : null}
      {data.saving !== null && data.saving >= 0 ? (
        <Typography sx={{ mt: 1 }}>{`${ft('award.saving')}: ${money(data.saving)}`}</Typography>
      ) : null}
      {data.saving !== null && data.saving < 0 ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ft('award.costsMore', { amount: money(-data.saving) })}
        </Alert>
      ) : null}
      {otherThanAsked && data.bestSingle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ft('award.otherThanAsked')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Who gets an order for what: each price in the printshop's currency, as it is ordered. */
export function OrdersList({ orders, currency }: { orders: ReturnType<typeof ordersOf>; currency: Currency }) {
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
                  price: bothAmounts(money, currency, option),
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
