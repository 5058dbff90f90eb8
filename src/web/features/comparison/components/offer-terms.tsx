import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

type Offer = Comparison['offers'][number];

/** Under the printshop's name: its quote number and how long the offer holds, flagged when too short. */
export function TermsSummary({ offer }: { offer: Offer }) {
  const ft = useComparisonTexts();
  const { date } = useFormat();
  const { money } = useFormat();
  const delivery = offer.terms?.deliveryCost ?? null;
  const parts = [
    offer.terms?.quoteNumber ? ft('terms.quote', { number: offer.terms.quoteNumber }) : null,
    offer.validUntil ? ft('terms.validUntil', { date: date(offer.validUntil) }) : null,
    delivery ? ft('terms.delivery', { cost: money(delivery, offer.currency) }) : null,
    offer.terms?.leadDays ? ft('terms.leadDaysValue', { count: offer.terms.leadDays }) : null,
  ].filter(Boolean);
  return (
    <>
      {parts.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {parts.join(' · ')}
        </Typography>
      ) : null}
      {offer.expiresEarly ? <Flag text={ft('terms.expiresEarly')} /> : null}
      {offer.lateDelivery ? <Flag text={ft('terms.lateDelivery')} /> : null}
    </>
  );
}

function Flag({ text }: { text: string }) {
  return (
    <Typography variant="caption" sx={{ display: 'flex', gap: 0.5, mt: 0.5, color: 'warning.dark' }}>
      <WarningAmberOutlined sx={{ fontSize: 16 }} aria-hidden />
      {text}
    </Typography>
  );
}

/** Every term the printshop stated, for the expanded row. */
export function TermsDetails({ offer }: { offer: Offer }) {
  const ft = useComparisonTexts();
  const { money, count } = useFormat();
  const t = offer.terms;
  if (!t) return null;
  const rows: [string, string][] = [
    [ft('terms.oversPercent'), t.oversPercent === null ? '' : `± ${count(t.oversPercent)} %`],
    [ft('terms.oversPer1000'), t.oversPer1000 === null ? '' : money(t.oversPer1000, offer.currency)],
    [ft('terms.validDays'), t.validDays === null ? '' : count(t.validDays)],
    [ft('terms.deliveryCost'), t.deliveryCost === null ? '' : money(t.deliveryCost, offer.currency)],
    [ft('terms.leadDays'), t.leadDays === null ? '' : ft('terms.leadDaysValue', { count: t.leadDays })],
    [ft('terms.quoteNumber'), t.quoteNumber],
    [ft('terms.note'), t.note],
  ];
  return (
    <Typography
      component="dl"
      variant="body2"
      sx={{ m: 0, pt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          // A div may group a term and its definition in a list; a span may not (axe: definition-list).
          <div key={label} style={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
    </Typography>
  );
}

/**
 * A card's terms, as the table's rows: the delivery cost its total counts once, the lead time and how long the
 * offer holds, each warning in words (a phone has no tooltip to hover).
 */
export function CardTerms({ offer }: { offer: Offer }) {
  const ft = useComparisonTexts();
  const { money, date } = useFormat();
  const terms = offer.terms;
  const rows: [string, string, string | null][] = [
    [
      ft('comparison.deliveryCost'),
      terms?.deliveryCost === null || terms?.deliveryCost === undefined
        ? ft('comparison.notStated')
        : money(terms.deliveryCost, offer.currency),
      null,
    ],
    [
      ft('comparison.leadTime'),
      terms?.leadDays ? ft('terms.leadDaysValue', { count: terms.leadDays }) : ft('comparison.notStated'),
      offer.lateDelivery ? ft('terms.lateDelivery') : null,
    ],
    [
      ft('comparison.validUntil'),
      offer.validUntil ? date(offer.validUntil) : ft('comparison.notStated'),
      offer.expiresEarly ? ft('terms.expiresEarly') : null,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap: 0.25,
      }}
    >
      {rows.map(([label, value, warning]) => (
        // A div may group a term and its definition in a list; a span may not (axe: definition-list).
        <div key={label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {value}
            {warning ? (
              <Typography
                component="span"
                variant="caption"
                sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, color: 'warning.dark', fontWeight: 600 }}
              >
                <WarningAmberOutlined sx={{ fontSize: 16 }} aria-hidden />
                {warning}
              </Typography>
            ) : null}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
