import SortOutlined from '@mui/icons-material/SortOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { bestTotal } from '../../../../shared/lowest.ts';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { Loading } from '../../../components/loading.tsx';
import { useComparisonTexts } from '../i18n/texts.ts';

import { useKeptOrder } from '../lib/kept-order.ts';
import { ComparisonMatrix } from './comparison-matrix.tsx';
import { OfferCardList } from './offer-card-list.tsx';

// The chart library comes only with a task whose formats ask for several quantities.
const PriceCurves = lazy(() => import('./price-curves.tsx'));

/**
 * The offers as a table from 600 px, a card per printshop below, and the price curves of the formats asked at
 * several quantities. The printshops keep the order they had when the page loaded while offers arrive; once it
 * is no longer by total, "Sort by total" sorts them again (docs/product.md#comparison).
 */
export function ComparisonTable({ comparison: loaded }: { comparison: Comparison }) {
  const ft = useComparisonTexts();
  const order = useKeptOrder(loaded.offers);
  const comparison = { ...loaded, offers: order.offers };
  // Offers whose every price waits come last, under their own note; they never hold the best total.
  const best = bestTotal(comparison);
  const firstStale = comparison.offers.find(waitsWhole)?.supplierId;
  const scaled = comparison.formats.filter((f) => f.counts.length > 0);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const winner = (supplierId: string) => comparison.awards.some((a) => a.supplierId === supplierId);
  const staleNote = (
    <>
      <Typography variant="subtitle2" component="p">
        {ft('comparison.staleHeading')}
      </Typography>
      <Typography variant="body2">{ft('comparison.staleHint')}</Typography>
    </>
  );
  return (
    <>
      {order.sorted ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Button size="small" variant="outlined" startIcon={<SortOutlined />} onClick={order.sort}>
            {ft('comparison.sortByTotal')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {ft('comparison.orderKept')}
          </Typography>
        </Box>
      )}
      {phone ? (
        <OfferCardList
          comparison={comparison}
          label={ft('comparison.caption')}
          best={best}
          firstStale={firstStale}
          staleNote={staleNote}
          winner={winner}
        />
      ) : (
        <>
          <ComparisonMatrix comparison={comparison} best={best} winner={winner} />
          {/* The stale offers' columns come last, their heads greyed: why, once below them. */}
          {firstStale ? <Box sx={{ bgcolor: 'action.hover', p: 1.5, mt: 1.5 }}>{staleNote}</Box> : null}
        </>
      )}
      {scaled.length ? (
        <Suspense fallback={<Loading minHeight={220} />}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 3 }}>
            {scaled.map((format) => (
              <PriceCurves key={format.id} comparison={comparison} format={format} />
            ))}
          </Box>
        </Suspense>
      ) : null}
    </>
  );
}
