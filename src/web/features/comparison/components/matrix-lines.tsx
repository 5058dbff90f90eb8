import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { isOutlier } from '../../../../shared/lowest.ts';
import { quantitiesOf } from '../../../../shared/quantities.ts';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { specSummary } from '../../../../shared/spec-lines.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { columnsOf, foreignOf, markOf, missing, pricedCount, priceIn, type Column } from '../lib/columns.ts';
import { firstColumn, supplierColumn, Spacer, staleLook } from './matrix-look.tsx';
import { PriceCell } from './price-cell.tsx';
import { hidden } from './price-text.tsx';
import { useFormatScore } from './score-text.tsx';
import { scored } from '../../../components/score-words.ts';

type Offer = Comparison['offers'][number];
type Award = Comparison['awards'][number];

type Props = {
  comparison: Comparison;
  /** The offers whose columns render now. */
  offers: Offer[];
  before: number;
  after: number;
};

/**
 * A row per format, or where a format asks for several quantities, a row per quantity (the one that ranks
 * marked) and run-on under its title; a price per printshop, the lowest of each row marked (incl. delivery at the
 * count, by price elsewhere), a price far above the others flagged, what was ordered outlined. A price to confirm
 * is greyed and stands only under the quantity it was given for (docs/product.md#comparison).
 */
export function MatrixLines({ comparison, offers, before, after }: Props) {
  const ft = useComparisonTexts();
  const language = useLanguage();
  const { money, count } = useFormat();
  const label = (column: Column) =>
    column.kind === 'runOn' ? ft('comparison.runOn') : ft('quantity', { count: count(column.count) });
  const formatScore = useFormatScore(comparison);
  const rest = offers.length + (before > 0 ? 1 : 0) + (after > 0 ? 1 : 0);

  // At its count a format to confirm says so, also where its price was for a quantity no longer asked (that price
  // stands in the details, with its quantity), rather than "no price".
  const emptyNote = (why: ReturnType<typeof missing>, offer: Offer, column: Column) =>
    why === 'addedLater'
      ? ft('comparison.addedLater')
      : column.kind === 'count' && offer.staleFormats.includes(column.formatId)
        ? ft('comparison.toConfirm')
        : undefined;

  const cell = (format: Comparison['formats'][number], column: Column, offer: Offer) => {
    const award = comparison.awards.find((a) => a.formatId === format.id && a.supplierId === offer.supplierId);
    const entry = offer.prices.find((p) => p.id === format.id);
    // The alternative is for the quantity the main price was given for: its description is in the details.
    const alternative =
      column.kind !== 'runOn' && column.count === pricedCount(offer, format) ? entry?.alternative : null;
    const value = priceIn(offer, column);
    const why = missing(offer, format);
    // Where the weights are not the price alone, the format's score under its price at the count that ranks.
    const score = scored(comparison.scoring) && column.kind === 'count' && column.count === format.count;
    const scoreNote = score ? formatScore(offer, format.id) : null;
    const alternativeNote = alternative
      ? ft(award?.alternative ? 'comparison.alternativeOrdered' : 'comparison.alternativeShort', {
          price: money(alternative.price, offer.currency),
        })
      : null;
    return (
      <PriceCell
        key={offer.supplierId}
        value={value}
        foreign={foreignOf(comparison, offer)}
        look={{
          mark: markOf(comparison, offer, column),
          toConfirm: offer.staleFormats.includes(format.id),
          outlier: column.kind === 'count' && isOutlier(comparison, offer.supplierId, format.id),
        }}
        emptyLabel={why === 'notOffered' ? ft('comparison.notOffered') : undefined}
        emptyNote={emptyNote(why, offer, column)}
        awardedLabel={awardedIn(award, column, quantitiesOf(format)) ? ft('comparison.awarded') : undefined}
        note={[alternativeNote, scoreNote].filter(Boolean).join(' · ') || null}
        sx={[supplierColumn, waitsWhole(offer) ? staleLook : false]}
      />
    );
  };

  // A format in versions says how many, and whether its prices add a price per version change (docs/product.md#versions).
  const versionsCaption = (f: (typeof comparison.formats)[number]) =>
    f.versions?.length ? (
      <Caption>
        {ft(f.versionChangePrice ? 'comparison.versionChange' : 'comparison.versions', { count: f.versions.length })}
      </Caption>
    ) : null;

  // A structured spec in one line under the title, in the reader's language ("Brochure · A4 (210 × 297 mm) · …").
  const specCaption = (f: (typeof comparison.formats)[number]) =>
    f.spec ? <Caption>{specSummary(f.spec, language)}</Caption> : null;

  return (
    <TableBody>
      {comparison.formats.map((format) => {
        const columns = columnsOf(format);
        const grouped = columns.length > 1;
        return (
          <Fragment key={format.id}>
            {grouped ? (
              <TableRow>
                <TableCell component="th" scope="rowgroup" sx={[firstColumn, { fontWeight: 600, borderBottom: 0 }]}>
                  {format.title}
                  {specCaption(format)}
                  {versionsCaption(format)}
                </TableCell>
                {rest > 0 ? <TableCell colSpan={rest} sx={{ borderBottom: 0 }} /> : null}
              </TableRow>
            ) : null}
            {columns.map((column) => (
              <TableRow key={column.kind === 'runOn' ? 'run-on' : column.count}>
                <TableCell component="th" scope="row" sx={[firstColumn, grouped ? { pl: 3 } : { fontWeight: 600 }]}>
                  {grouped ? (
                    <>
                      <Box component="span" sx={hidden}>{`${format.title}: `}</Box>
                      <Typography variant="body2" sx={{ fontWeight: column.kind === 'count' ? 600 : 400 }}>
                        {label(column)}
                      </Typography>
                      {column.kind === 'count' ? <Caption>{ft('comparison.ranks')}</Caption> : null}
                    </>
                  ) : (
                    <>
                      {format.title}
                      {specCaption(format)}
                      {versionsCaption(format)}
                      <Caption>{label(column)}</Caption>
                    </>
                  )}
                </TableCell>
                <Spacer width={before} />
                {offers.map((offer) => cell(format, column, offer))}
                <Spacer width={after} />
              </TableRow>
            ))}
          </Fragment>
        );
      })}
    </TableBody>
  );
}

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
      {children}
    </Typography>
  );
}

/** Whether a row holds what was ordered: its quantity, or run-on for a quantity beyond those asked. */
function awardedIn(award: Award | undefined, column: Column, asked: number[]): boolean {
  if (!award || award.alternative !== null) return false;
  if (column.kind === 'runOn') return !asked.includes(award.count);
  return column.count === award.count;
}
