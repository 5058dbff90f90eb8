import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { offersFor, optionsOf, type AwardOption, type Choice } from '../lib/award.ts';

type Format = Comparison['formats'][number];
type Props = { comparison: Comparison; format: Format; choice: Choice | undefined; onChange: (c: Choice) => void };

/** One format's award: which printshop, and which of its options (a quantity it priced, its alternative). */
export function FormatChoice({ comparison, format, choice, onChange }: Props) {
  const ft = useAwardTexts();
  const { money, count } = useFormat();
  const headingId = useId();
  const offers = offersFor(comparison, format);
  const offer = offers.find((o) => o.supplierId === choice?.supplierId);
  const options = offer ? optionsOf(format, offer) : [];
  const label = (o: AwardOption) =>
    o.alternative === null
      ? ft('award.quantityOption', { count: count(o.count), price: money(o.price) })
      : ft('award.alternativeOption', { description: o.alternative, price: money(o.price) });

  const pick = (supplierId: string) => {
    const next = comparison.offers.find((o) => o.supplierId === supplierId);
    const first = next ? optionsOf(format, next)[0] : undefined;
    onChange({ supplierId, option: first?.key ?? '' });
  };

  return (
    <Stack role="group" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {format.title} · {ft('quantity', { count: count(format.count) })}
      </Typography>
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
              {o.name}
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
    </Stack>
  );
}
