import CheckCircle from '@mui/icons-material/CheckCircle';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Currency } from '../../../../shared/currencies.ts';
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

/**
 * How a price is marked (src/shared/lowest.ts): 'landed' lowest incl. delivery at a format's count, 'price' lowest
 * price alone at a further quantity or run-on, 'total' the lowest total. The landed marks are green; the price-only
 * one has a look of its own, since it leaves the delivery out.
 */
export type Mark = 'landed' | 'price' | 'total' | null;

export type PriceLook = {
  mark: Mark;
  /** The price waits for the printshop to confirm it after an amendment changed its format: greyed, never lowest. */
  toConfirm?: boolean;
  /** A count price far above the others' for its format: a typo? */
  outlier?: boolean;
  /** A lowest total whose offer holds such a price. */
  flaggedTotal?: boolean;
};

const markWords = {
  landed: 'comparison.lowestLanded',
  price: 'comparison.lowest',
  total: 'comparison.lowestSum',
} as const;

/** The green of what is lowest with its delivery: a tint drawn over the background, so a sticky cell stays opaque. */
export const greenTint = (theme: Theme) => {
  const tint = alpha(theme.palette.success.main, 0.12);
  return { backgroundImage: `linear-gradient(${tint}, ${tint})` };
};

const amountLook = {
  landed: { fontWeight: 700, color: 'success.dark' },
  total: { fontWeight: 700, color: 'success.dark' },
  // Dashed and blue: lowest by the price alone, not to be read as the green lowest incl. delivery.
  price: {
    fontWeight: 700,
    color: 'info.dark',
    outlineStyle: 'dashed',
    outlineWidth: 1,
    outlineColor: 'info.main',
    outlineOffset: 1,
    borderRadius: 0.5,
    // The frame stays inside the cell's and the card's edge.
    mx: '2px',
  },
} as const;

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

function Caption({ children, color, icon }: { children: ReactNode; color: string; icon?: boolean }) {
  return (
    <Typography
      variant="caption"
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        textAlign: 'right',
        gap: 0.25,
        whiteSpace: 'normal',
        // Small and tight: "niedrigster inkl. Lieferkosten" takes two lines of a 124 px column, not three.
        fontSize: '0.6875rem',
        lineHeight: 1.25,
        letterSpacing: 0,
        fontWeight: 600,
        color,
      }}
    >
      {icon ? <WarningAmberOutlined aria-hidden sx={{ fontSize: 13, flexShrink: 0 }} /> : null}
      {children}
    </Typography>
  );
}

type Props = {
  value: number | undefined;
  look: PriceLook;
  /** What the dash says to a screen reader where there is no value ("no price" unless said). */
  emptyLabel?: string;
  /** Why there is no value, under the dash, to everyone (a format added after the offer). */
  emptyNote?: string;
  /** This price was ordered: a check before it, said as `awardedLabel`. */
  awardedLabel?: string;
  /**
   * The offer is in another currency than the task's (docs/product.md#currencies): `value` is in `currency`, and
   * beside it "(≈ …)" what it is in the task's at the task's rate.
   */
  foreign?: Foreign;
};

export type Foreign = { currency: Currency; taskCurrency: Currency; converted: (own: number) => number };

/**
 * A price of the comparison as the table's cell and the phone's card show it: the amount in its mark's look, and
 * under it the mark's words and what to beware of ("to confirm", "far above the others — typo?"). The words are
 * text, so a screen reader reads them after the amount.
 */
export function PriceText({ value, look, emptyLabel, emptyNote, awardedLabel, foreign }: Props) {
  const ft = useComparisonTexts();
  const { money } = useFormat();
  if (value === undefined) {
    // A visible note says why to everyone; the dash then says nothing more to a screen reader.
    return emptyNote ? (
      <>
        <span aria-hidden>–</span>
        <Caption color="text.secondary">{emptyNote}</Caption>
      </>
    ) : (
      <Dash label={emptyLabel ?? ft('comparison.noPrice')} />
    );
  }
  const mark = look.toConfirm ? null : look.mark;
  const words = [
    mark ? (
      <Caption key="mark" color={mark === 'price' ? 'info.dark' : 'success.dark'}>
        {ft(markWords[mark])}
      </Caption>
    ) : null,
    look.toConfirm ? (
      <Caption key="confirm" color="text.secondary">
        {ft('comparison.toConfirm')}
      </Caption>
    ) : null,
    look.outlier ? (
      <Caption key="outlier" color="warning.dark" icon>
        {ft('comparison.outlier')}
      </Caption>
    ) : null,
    look.flaggedTotal ? (
      <Caption key="flagged" color="warning.dark" icon>
        {ft('comparison.bestFlagged')}
      </Caption>
    ) : null,
  ].filter(Boolean);
  return (
    <>
      {awardedLabel ? (
        <CheckCircle color="success" titleAccess={awardedLabel} sx={{ fontSize: 16, mr: 0.5, verticalAlign: -3 }} />
      ) : null}
      <Box
        component="span"
        sx={[
          { whiteSpace: 'nowrap' },
          mark ? amountLook[mark] : false,
          look.toConfirm ? { color: 'text.secondary' } : false,
        ]}
      >
        {foreign ? money(value, foreign.currency) : money(value)}
      </Box>
      {foreign ? (
        <Box
          component="span"
          sx={{ display: 'block', whiteSpace: 'nowrap', fontSize: '0.75rem', color: 'text.secondary' }}
        >
          {`(≈ ${money(foreign.converted(value), foreign.taskCurrency)})`}
        </Box>
      ) : null}
      {words.length > 0 ? (
        <>
          {/* A space before the words: read as "€750.00 lowest price", not run together. */} {words}
        </>
      ) : null}
    </>
  );
}
