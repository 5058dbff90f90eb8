import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/** Read by screen readers only. */
export const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Relative: the hidden "lowest" text must stay inside the table's scroll box. The tint is an image over the
// cell's colour, so a sticky cell (the total) keeps an opaque one and hides what scrolls beneath.
const best = (theme: Theme) => {
  const tint = alpha(theme.palette.success.main, 0.12);
  return {
    position: 'relative' as const,
    fontWeight: 700,
    color: theme.palette.success.dark,
    backgroundImage: `linear-gradient(${tint}, ${tint})`,
  };
};

/** What was ordered: outlined, so that a split award shows whose each format is at a glance. */
const ordered = (theme: Theme) => ({
  outlineStyle: 'solid',
  outlineWidth: 2,
  outlineColor: theme.palette.success.main,
  outlineOffset: -3,
});

/** A dash where there is no price, said as `label` to a screen reader ("no price", "not offered"). */
export function Dash({ label }: { label: string }) {
  // Relative: the hidden text stays inside the table's scroll box.
  return (
    <Box component="span" sx={{ position: 'relative' }}>
      <span aria-hidden>–</span>
      <Box component="span" sx={hidden}>
        {label}
      </Box>
    </Box>
  );
}

type Props = {
  value: number | undefined;
  /** What the dash says where there is no value: "no price" unless said (a format left out: "not offered"). */
  emptyLabel?: string;
  /** The lowest of its column: marked, and said so to a screen reader as `lowestLabel`. */
  lowest: boolean;
  lowestLabel: string;
  bold?: boolean;
  /** Under the price: the alternative, in small type. */
  note?: ReactNode;
  /** This price was ordered: a check before it, said as `awardedLabel`. */
  awardedLabel?: string;
  /** The cell's own style (a sticky column's). */
  sx?: SxProps<Theme>;
};

/** A price of the comparison, the lowest of its column marked; a dash where the printshop gave none. */
export function PriceCell({ value, emptyLabel, lowest, lowestLabel, bold, note, awardedLabel, sx }: Props) {
  const ft = useComparisonTexts();
  const { money } = useFormat();
  return (
    <TableCell
      align="right"
      sx={[
        { whiteSpace: 'nowrap', fontWeight: bold ? 600 : undefined },
        lowest ? best : false,
        awardedLabel ? ordered : false,
        // After the mark: a sticky cell keeps its position (the mark's is relative) and gets the tint over its colour.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {value === undefined ? (
        <Dash label={emptyLabel ?? ft('comparison.noPrice')} />
      ) : (
        <>
          {awardedLabel ? (
            <CheckCircle color="success" titleAccess={awardedLabel} sx={{ fontSize: 16, mr: 0.5, verticalAlign: -3 }} />
          ) : null}
          {money(value)}
          {lowest ? <Box component="span" sx={hidden}>{` (${lowestLabel})`}</Box> : null}
        </>
      )}
      {note ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', whiteSpace: 'normal', fontWeight: 400 }}
        >
          {note}
        </Typography>
      ) : null}
    </TableCell>
  );
}
