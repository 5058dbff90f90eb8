import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCORING_PARTS, weightsSum, type ScoringWeights } from '../../shared/scoring.ts';
import { useScoringTexts } from '../i18n/scoring.ts';

/** The fields as typed: whole percent each, '' while empty. */
export type WeightsDraft = Record<(typeof SCORING_PARTS)[number], string>;

export const draftOf = (w: ScoringWeights): WeightsDraft => ({
  price: String(w.price),
  leadTime: String(w.leadTime),
  quality: String(w.quality),
  certificates: String(w.certificates),
});

/** The weights typed, when each is a whole number 0–100 and they add up to 100; else null (Save stays off). */
export function weightsOf(draft: WeightsDraft): ScoringWeights | null {
  const values = SCORING_PARTS.map((p) => (/^\d{1,3}$/.test(draft[p].trim()) ? Number(draft[p]) : NaN));
  if (values.some((v) => Number.isNaN(v) || v > 100)) return null;
  const [price, leadTime, quality, certificates] = values as [number, number, number, number];
  const weights = { price, leadTime, quality, certificates };
  return weightsSum(weights) === 100 ? weights : null;
}

type Props = {
  value: WeightsDraft;
  onChange: (next: WeightsDraft) => void;
  /** The server's refusal, under the fields. */
  error?: string | null;
  disabled?: boolean;
};

/**
 * The four weights of a score in whole percent (price, lead time, quality, certificates) and their sum, live:
 * the task's weights and the workspace's defaults for new tasks (docs/product.md#scoring).
 */
export function WeightsFields({ value, onChange, error, disabled }: Props) {
  const st = useScoringTexts();
  const sum = SCORING_PARTS.reduce((s, p) => s + (Number.parseInt(value[p], 10) || 0), 0);
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {SCORING_PARTS.map((part) => (
          <TextField
            key={part}
            label={st('field', { part: st(`parts.${part}`) })}
            value={value[part]}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, [part]: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        ))}
      </Box>
      <Typography variant="body2" role="status" color={sum === 100 ? 'text.secondary' : 'error'} sx={{ mt: 1 }}>
        {st(sum === 100 ? 'sum' : 'sumWrong', { sum })}
      </Typography>
      {error ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
