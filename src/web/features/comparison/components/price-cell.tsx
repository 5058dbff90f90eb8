import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { greenTint, PriceText, type Foreign, type PriceLook } from './price-text.tsx';

/** What was ordered: outlined, so that a split award shows whose each format is at a glance. */
const ordered = (theme: Theme) => ({
  outlineStyle: 'solid',
  outlineWidth: 2,
  outlineColor: theme.palette.success.main,
  outlineOffset: -3,
});

type Props = {
  value: number | undefined;
  look: PriceLook;
  /** What the dash says where there is no price: "no price" unless said (a format left out: "not offered"). */
  emptyLabel?: string;
  emptyNote?: string;
  bold?: boolean;
  /** Under the price: the alternative, in small type. */
  note?: ReactNode;
  /** This price was ordered: a check before it, said as `awardedLabel`. */
  awardedLabel?: string;
  /** The cell's own style (a sticky column's). */
  sx?: SxProps<Theme>;
  /** An offer in another currency than the task's: both amounts (price-text.tsx). */
  foreign?: Foreign | undefined;
};

/** A price of the comparison's table (price-text.tsx), the cell of a green mark tinted; a dash where none. */
export function PriceCell({ value, look, emptyLabel, emptyNote, bold, note, awardedLabel, sx, foreign }: Props) {
  const green = !look.toConfirm && (look.mark === 'landed' || look.mark === 'total');
  return (
    <TableCell
      align="right"
      sx={[
        { fontWeight: bold ? 600 : undefined },
        green && value !== undefined ? greenTint : false,
        awardedLabel ? ordered : false,
        // After the marks: a sticky cell keeps its position and gets the tint over its colour.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <PriceText
        value={value}
        look={look}
        emptyLabel={emptyLabel}
        emptyNote={emptyNote}
        awardedLabel={awardedLabel}
        foreign={foreign}
      />
      {note ? ' ' : null}
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
