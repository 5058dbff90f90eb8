import Box from '@mui/material/Box';
import { useRef, type ReactNode } from 'react';
import type { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useVirtualRows } from '../../../components/use-virtual-rows.ts';
import { columnsOf } from '../lib/columns.ts';
import { OfferCard } from './offer-card.tsx';

type Props = {
  comparison: Comparison;
  label: string;
  /** The best total among the current offers for every format (null when none ranks). */
  best: ReturnType<typeof bestTotal>;
  /** The first offer made for older formats: the note goes above it. */
  firstStale: string | undefined;
  staleNote: ReactNode;
  winner: (supplierId: string) => boolean;
};

/**
 * The comparison on a phone: a card per printshop. Above VIRTUAL_FROM offers only the cards in view render,
 * in a scroll box of their own, as the tables do: 1,000 cards were 44,000 elements on the page.
 */
export function OfferCardList({ comparison, label, best, firstStale, staleNote, winner }: Props) {
  const scrollBox = useRef<HTMLDivElement>(null);
  // A card's usual height at 390 px with its gap (name and total, a title per format, a line per quantity, the
  // three terms): cards measured at their estimate cost the virtualizer no recount.
  const lines = comparison.formats.flatMap(columnsOf).length;
  const estimate = Math.round(138 + 26 * comparison.formats.length + 20.5 * (lines + 3));
  const virtual = useVirtualRows(comparison.offers.length, estimate, () => scrollBox.current);
  const spacer = (height: number) => (height > 0 ? <Box component="li" aria-hidden sx={{ height }} /> : null);
  return (
    <Box ref={scrollBox} sx={virtual.box}>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {spacer(virtual.before)}
        {virtual.indexes.map((index) => {
          const offer = comparison.offers[index]!;
          return (
            <Box component="li" key={offer.supplierId} ref={virtual.measure} data-index={index} sx={{ pb: 1.5 }}>
              {offer.supplierId === firstStale ? (
                <Box sx={{ bgcolor: 'action.hover', p: 1.5, mb: 1.5 }}>{staleNote}</Box>
              ) : null}
              <OfferCard comparison={comparison} offer={offer} best={best} winner={winner(offer.supplierId)} />
            </Box>
          );
        })}
        {spacer(virtual.after)}
      </Box>
    </Box>
  );
}
