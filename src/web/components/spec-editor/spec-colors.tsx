import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { MAX_SPOT, PROCESSES } from '../../../shared/spec-values.ts';
import type { SpecFormValues } from './spec-form.ts';
import { useSpecTexts } from './i18n/texts.ts';
import { SpecSelect, type SpecPartProps } from './spec-select.tsx';

type Side = SpecFormValues['colors']['front'];
const SPOTS = Array.from({ length: MAX_SPOT + 1 }, (_, n) => String(n));
const inks = (side: Side) =>
  (side.process === 'cmyk' ? 4 : side.process === 'black' ? 1 : 0) + (Number(side.spot) || 0);

/** The colours as print buyers write them: 4/4, 4/0, 1/0. */
const notation = (colors: SpecFormValues['colors']) => `${inks(colors.front)}/${inks(colors.back)}`;

const QUICK: [string, Side, Side][] = [
  ['4/4', { process: 'cmyk', spot: '0' }, { process: 'cmyk', spot: '0' }],
  ['4/0', { process: 'cmyk', spot: '0' }, { process: 'none', spot: '0' }],
  ['1/1', { process: 'black', spot: '0' }, { process: 'black', spot: '0' }],
  ['1/0', { process: 'black', spot: '0' }, { process: 'none', spot: '0' }],
];

/** Front and back: process colours and Pantone spot colours, with the notation (4/4) and quick picks. */
export function SpecColors({ control, name, readOnly }: SpecPartProps) {
  const st = useSpecTexts();
  const id = useId();
  const { field } = useController({ control, name: `${name}.colors` });
  const colors = useWatch({ control, name: `${name}.colors` }) as SpecFormValues['colors'];
  // "CMYK + 1 Pantone", "black", "unprinted".
  const said = (side: Side) => {
    const spot = Number(side.spot) > 0 ? st('pantone', { count: side.spot }) : '';
    const process = side.process === 'cmyk' ? 'CMYK' : side.process === 'black' ? st('black') : '';
    return [process, spot].filter(Boolean).join(' + ') || st('unprinted');
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{notation(colors)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {st('sideColors.front', { colors: said(colors.front) })} ·{' '}
          {st('sideColors.back', { colors: said(colors.back) })}
        </Typography>
      </Stack>
      {readOnly ? null : (
        <Stack direction="row" spacing={1} role="group" aria-label={st('quick')} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {QUICK.map(([label, front, back]) => (
            <Button
              key={label}
              size="small"
              variant={notation(colors) === label && !Number(colors.front.spot) ? 'contained' : 'outlined'}
              onClick={() => field.onChange({ front, back })}
            >
              {label}
            </Button>
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {(['front', 'back'] as const).map((side) => (
          // Each side a group named by its heading: its two fields are "Inks" and "Pantone colours" of that side.
          <Box key={side} role="group" aria-labelledby={`${id}-${side}`}>
            <Typography id={`${id}-${side}`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {st(side)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 1 }}>
              <SpecSelect
                control={control}
                name={`${name}.colors.${side}.process`}
                label={st('inks')}
                values={PROCESSES}
                text={(v) => st(`processes.${v}`)}
                readOnly={readOnly}
              />
              <SpecSelect
                control={control}
                name={`${name}.colors.${side}.spot`}
                label={st('spots')}
                values={SPOTS}
                text={(v) => v}
                readOnly={readOnly}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
