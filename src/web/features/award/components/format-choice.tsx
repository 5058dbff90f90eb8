import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { isOutlier, lowestMark } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { scored, useScoreWords } from '../../../components/score-words.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { bothAmounts, chosenOption, offersFor, optionsOf, type AwardOption, type Choice } from '../lib/award.ts';

type Format = Comparison['formats'][number];
type Offer = Comparison['offers'][number];
type Props = { comparison: Comparison; format: Format; choice: Choice | undefined; onChange: (c: Choice) => void };

/**
 * One format's award: which printshop, and which of its options (a quantity it priced, its alternative), each
 * named with the comparison's marks ("lowest incl. delivery", "lowest price", "far above the others — typo?"); a
 * flagged price chosen is said so below, before it is awarded.
 */
export function FormatChoice({ comparison, format, choice, onChange }: Props) {
  const ft = useAwardTexts();
  const { money, count } = useFormat();
  const headingId = useId();
  const offers = offersFor(comparison, format);
  const offer = offers.find((o) => o.supplierId === choice?.supplierId);
  const options = offer ? optionsOf(comparison, format, offer) : [];
  const atCount = { formatId: format.id, kind: 'count', count: format.count } as const;
  const marked = (text: string, words: (string | false)[]) => [text, ...words.filter(Boolean)].join(' – ');
  const { number } = useScoreWords();
  // Where the weights are not the price alone, each printshop's score for the format beside its name.
  const scoreOf = (o: Offer) => {
    const own = scored(comparison.scoring) ? o.formatScores.find((s) => s.id === format.id) : undefined;
    if (!own) return false;
    const best = comparison.bestScore.formats.find((s) => s.id === format.id)?.total === own.total;
    return [ft('award.score', { value: number(own.total) }), best && ft('award.bestScore')].filter(Boolean).join(', ');
  };
  const supplierLabel = (o: Offer) =>
    marked(o.name, [
      scoreOf(o),
      lowestMark(comparison, o, atCount, o.prices.find((p) => p.id === format.id)?.price) === 'landed' &&
        ft('award.lowestLanded'),
      isOutlier(comparison, o.supplierId, format.id) && ft('award.outlier'),
    ]);
  // A price in another currency than the task's shows the task's beside it, and is weighed in it.
  const price = (o: AwardOption) => bothAmounts(money, comparison.currency, o);
  const label = (o: AwardOption) =>
    o.alternative === null
      ? marked(ft('award.quantityOption', { count: count(o.count), price: price(o) }), [
          o.count !== format.count &&
            offer !== undefined &&
            lowestMark(comparison, offer, { ...atCount, kind: 'scale', count: o.count }, o.converted ?? o.price) ===
              'price' &&
            ft('award.lowestPrice'),
        ])
      : ft('award.alternativeOption', { description: o.alternative, price: price(o) });
  const chosen = chosenOption(comparison, format, choice);
  // Only the count price is weighed against the others: a further quantity or the alternative is not flagged.
  const flagged =
    offer !== undefined &&
    chosen?.alternative === null &&
    chosen.count === format.count &&
    isOutlier(comparison, offer.supplierId, format.id);

  const pick = (supplierId: string) => {
    const next = comparison.offers.find((o) => o.supplierId === supplierId);
    const first = next ? optionsOf(comparison, format, next)[0] : undefined;
    onChange({ supplierId, option: first?.key ?? '' });
  };

  const heading = (
    <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {format.title} · {ft('quantity', { count: count(format.count) })}
      {/* Its prices count the version changes (docs/product.md#versions). */}
      {format.versions?.length ? ` · ${ft('versions', { count: format.versions.length })}` : null}
    </Typography>
  );
  if (offers.length === 0) {
    return (
      <Stack role="group" aria-labelledby={headingId} spacing={1.5}>
        {heading}
        <Alert severity="warning">{ft('award.noPrice')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack role="group" aria-labelledby={headingId} spacing={1.5}>
      {heading}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          label={ft('award.supplier')}
          value={choice?.supplierId ?? ''}
          onChange={(e) => pick(e.target.value)}
          sx={{ flex: 1 }}
        >
          {offers.map((o) => (
            <option key={o.supplierId} value={o.supplierId}>
              {supplierLabel(o)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          label={ft('award.what')}
          value={choice?.option ?? ''}
          onChange={(e) => onChange({ supplierId: choice?.supplierId ?? '', option: e.target.value })}
          sx={{ flex: 1 }}
        >
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {label(o)}
            </option>
          ))}
        </TextField>
      </Stack>
      {flagged ? (
        <Alert severity="warning">{ft('award.outlierChosen', { name: offer.name, title: format.title })}</Alert>
      ) : null}
    </Stack>
  );
}
