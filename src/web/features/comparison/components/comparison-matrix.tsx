import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { useRef, useState } from 'react';
import type { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { scrollEdge, useScrollCue } from '../../../lib/use-scroll-cue.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { COLUMN_WIDTH, FIRST_WIDTH } from './matrix-look.tsx';
import { MatrixHead } from './matrix-head.tsx';
import { MatrixLines } from './matrix-lines.tsx';
import { MatrixDelivery, MatrixTerms } from './matrix-terms.tsx';
import { MatrixTotals } from './matrix-totals.tsx';
import { OfferDetails } from './offer-details.tsx';
import { ScrollCue } from './scroll-cue.tsx';
import { useVirtualColumns } from './use-virtual-columns.ts';

type Props = {
  /** The comparison, its offers in the order the buyer sees them. */
  comparison: Comparison;
  /** The best total among the current offers for every format (null when none ranks). */
  best: ReturnType<typeof bestTotal>;
  winner: (supplierId: string) => boolean;
};

/**
 * Formats as rows and printshops as columns, as sourcing tools compare: six printshops and the formats fit beside
 * the open menu at 1280 px. Under each name its lead time and validity, then the prices, its delivery cost and its
 * total incl. delivery. More printshops scroll sideways under the formats' column, their names on top and totals
 * at the foot in view, the printshops beyond each edge counted above it.
 */
export function ComparisonMatrix({ comparison, best, winner }: Props) {
  const ft = useComparisonTexts();
  const scrollBox = useRef<HTMLDivElement>(null);
  const virtual = useVirtualColumns(comparison.offers.length, COLUMN_WIDTH, FIRST_WIDTH, () => scrollBox.current);
  const cue = useScrollCue(scrollBox, COLUMN_WIDTH, FIRST_WIDTH);
  const [details, setDetails] = useState<string | null>(null);
  const offers = virtual.indexes.map((index) => comparison.offers[index]!);
  return (
    <>
      <ScrollCue before={cue.before} after={cue.after} scroll={cue.scroll} />
      <Box sx={{ position: 'relative' }}>
        <Box ref={scrollBox} onScroll={cue.onScroll} sx={{ overflow: 'auto', maxHeight: '75vh' }}>
          <Table size="small" stickyHeader aria-label={ft('comparison.caption')} sx={{ width: 'auto' }}>
            <MatrixHead
              offers={offers}
              before={virtual.before}
              after={virtual.after}
              winner={winner}
              onDetails={(offer) => setDetails(offer.supplierId)}
            />
            <MatrixTerms offers={offers} before={virtual.before} after={virtual.after} />
            <MatrixLines comparison={comparison} offers={offers} before={virtual.before} after={virtual.after} />
            <MatrixDelivery offers={offers} before={virtual.before} after={virtual.after} />
            <MatrixTotals
              comparison={comparison}
              offers={offers}
              before={virtual.before}
              after={virtual.after}
              best={best}
            />
          </Table>
        </Box>
        {/* More printshops lie beyond a shaded edge. */}
        {cue.before > 0 ? <Box aria-hidden sx={scrollEdge('left', FIRST_WIDTH)} /> : null}
        {cue.after > 0 ? <Box aria-hidden sx={scrollEdge('right')} /> : null}
      </Box>
      <OfferDetails
        comparison={comparison}
        offer={comparison.offers.find((o) => o.supplierId === details) ?? null}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
