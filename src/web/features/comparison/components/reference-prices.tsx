import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { formatPricesHref } from '../../../lib/paths.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/**
 * What earlier tenders paid for the formats copied from stored formats: the last award and the year's median
 * offer per 1,000 pieces, beside today's offers, with the way to the format's whole price history.
 */
export function ReferencePrices({ comparison }: { comparison: Comparison }) {
  const ft = useComparisonTexts();
  const { money, dateTime } = useFormat();
  const known = comparison.references.filter((r) => r.lastAward !== null || r.medianYear !== null);
  if (known.length === 0) return null;
  const title = (id: string) => comparison.formats.find((f) => f.id === id)?.title ?? '';
  return (
    <Box component="section" aria-label={ft('references.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {ft('references.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {known.map((r) => (
          <Typography component="li" variant="body2" key={r.id}>
            <Link component={RouterLink} to={formatPricesHref(r.formatId)}>
              {title(r.id)}
            </Link>
            {': '}
            {[
              r.lastAward
                ? ft('references.lastAward', { price: money(r.lastAward.per1000), at: dateTime(r.lastAward.at) })
                : null,
              r.medianYear !== null
                ? ft('references.median', { price: money(r.medianYear), count: r.offersYear })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
