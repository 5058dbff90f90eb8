import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { ScorecardSummary } from '../../shared/schemas/deliveries.ts';
import { useScorecards } from '../api/get-scorecards.ts';
import { useScorecardTexts } from '../i18n/scorecard.ts';
import { useLanguage } from '../i18n/use-language.ts';

type Scorecards = ReadonlyMap<string, ScorecardSummary>;

// The page that shows scorecards reads them once (ScorecardProvider); a part rendered without one shows none.
const ScorecardContext = createContext<Scorecards | undefined>(undefined);

/** Reads every printshop's scorecard once for the page below it (the Printshops page, a task's page). */
export function ScorecardProvider({ children }: { children: ReactNode }) {
  const { data } = useScorecards();
  return <ScorecardContext value={data}>{children}</ScorecardContext>;
}

/** A printshop's record in words, short ("12 orders · 92 % on time · ★ 4.3") and whole for screen readers. */
export function useScorecardText(): (supplierId: string) => { short: string; full: string } | null {
  const cards = use(ScorecardContext);
  const st = useScorecardTexts();
  const language = useLanguage();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: 'percent' });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (supplierId) => {
      const card = cards?.get(supplierId);
      if (!card || card.orders + card.deliveries === 0) return null;
      const share = card.onTimeShare === null ? null : percent.format(card.onTimeShare);
      const quality = card.averageQuality === null ? null : decimal.format(card.averageQuality);
      const parts = (prefix: '' | 'full.') =>
        [
          st(`${prefix}orders`, { count: card.orders }),
          share === null ? null : st(`${prefix}onTime`, { share }),
          quality === null ? null : st(`${prefix}quality`, { quality }),
        ].filter((p) => p !== null);
      // A narrow column breaks the short line between its parts only, never inside one ("on / time").
      const short = parts('').map((p) => p.replaceAll(' ', '\u00a0'));
      return { short: short.join(' · '), full: parts('full.').join(', ') };
    };
  }, [cards, st, language]);
}

// Read by screen readers only: the words instead of the star and the dots.
const wordsOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' } as const;

/**
 * A printshop's scorecard in one short line (docs/product.md#deliveries-and-scorecards); nothing before its
 * first order or without a ScorecardProvider above. A screen reader reads it in words, not the star.
 */
export function ScorecardLine({ supplierId, align }: { supplierId: string; align?: TypographyProps['align'] }) {
  const text = useScorecardText()(supplierId);
  if (!text) return null;
  return (
    // Relative: the hidden words stay inside a scrolling table (absolute to an outer box, they widened the page).
    <Typography variant="caption" color="text.secondary" align={align} sx={{ display: 'block', position: 'relative' }}>
      <span aria-hidden="true">{text.short}</span>
      <Box component="span" sx={wordsOnly}>
        {text.full}
      </Box>
    </Typography>
  );
}
