import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

import { firstColumn, supplierColumn, Spacer, staleLook } from './matrix-look.tsx';
import { Dash } from './price-text.tsx';

type Offer = Comparison['offers'][number];

type Props = {
  /** The offers whose columns render now. */
  offers: Offer[];
  before: number;
  after: number;
};

/** A row of one term per printshop: its name in the formats' column, a cell per printshop. */
function TermRow({
  label,
  caption,
  cell,
  ...props
}: Props & { label: string; caption?: string; cell: (o: Offer) => ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={[firstColumn, { fontWeight: 600 }]}>
        {label}
        {caption ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {caption}
          </Typography>
        ) : null}
      </TableCell>
      <Spacer width={props.before} />
      {props.offers.map((offer) => (
        <TableCell key={offer.supplierId} align="right" sx={[supplierColumn, waitsWhole(offer) ? staleLook : false]}>
          {cell(offer)}
        </TableCell>
      ))}
      <Spacer width={props.after} />
    </TableRow>
  );
}

/** A term the planned award or the delivery date is not met by: in the warning colour, the icon naming why. */
function Flagged({ text, why }: { text: string; why: string | null }) {
  if (why === null) return text;
  return (
    <Box component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
      <WarningAmberOutlined titleAccess={why} sx={{ fontSize: 16, mr: 0.5, verticalAlign: -3 }} />
      {text}
    </Box>
  );
}

/**
 * Each printshop's lead time and how long its offer holds, under its name: flagged where the lead time misses the
 * delivery date or the offer ends before the planned award (docs/product.md#terms-and-delivery).
 */
export function MatrixTerms(props: Props) {
  const ft = useComparisonTexts();
  const { date } = useFormat();
  const none = <Dash label={ft('comparison.notStated')} />;
  return (
    <TableBody>
      <TermRow
        {...props}
        label={ft('comparison.leadTime')}
        cell={(o) =>
          o.terms?.leadDays ? (
            <Flagged
              text={ft('terms.leadDaysValue', { count: o.terms.leadDays })}
              why={o.lateDelivery ? ft('terms.lateDelivery') : null}
            />
          ) : (
            none
          )
        }
      />
      <TermRow
        {...props}
        label={ft('comparison.validUntil')}
        cell={(o) =>
          o.validUntil ? (
            <Flagged text={date(o.validUntil)} why={o.expiresEarly ? ft('terms.expiresEarly') : null} />
          ) : (
            none
          )
        }
      />
    </TableBody>
  );
}

/** Each printshop's delivery cost, once for all its formats: the row its total adds to the prices above. */
export function MatrixDelivery(props: Props) {
  const ft = useComparisonTexts();
  const { money } = useFormat();
  return (
    <TableBody>
      <TermRow
        {...props}
        label={ft('comparison.deliveryCost')}
        caption={ft('comparison.deliveryOnce')}
        cell={(o) =>
          o.terms?.deliveryCost === null || o.terms?.deliveryCost === undefined ? (
            <Dash label={ft('comparison.notStated')} />
          ) : (
            money(o.terms.deliveryCost, o.currency)
          )
        }
      />
    </TableBody>
  );
}
