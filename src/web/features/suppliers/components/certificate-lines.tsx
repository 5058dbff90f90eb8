import Typography from '@mui/material/Typography';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { workspaceDay } from '../../../lib/calendar.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSuppliersTexts } from '../i18n/texts.ts';
import { expiryOf } from '../lib/expiry.ts';

/**
 * A printshop's certificates in its table row: each kind with its last valid day, an expired one and one that
 * expires within 30 days marked (docs/product.md#certificates).
 */
export function CertificateLines({ certificates }: { certificates: Supplier['certificates'] }) {
  const ft = useSuppliersTexts();
  const { date } = useFormat();
  const today = workspaceDay();
  if (certificates.length === 0) return null;
  return (
    <>
      {certificates.map((c, i) => {
        const expiry = expiryOf(c.validUntil, today);
        const warning =
          expiry.state === 'expired'
            ? ft('certificates.expired')
            : expiry.state === 'soon'
              ? expiry.days === 0
                ? ft('certificates.expiresToday')
                : ft('certificates.expiresIn', { count: expiry.days })
              : null;
        return (
          <Typography key={i} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {c.kind} <span style={{ opacity: 0.75 }}>{date(c.validUntil)}</span>
            {warning ? (
              <Typography
                component="span"
                variant="body2"
                color={expiry.state === 'expired' ? 'error' : 'warning.dark'}
                sx={{ display: 'block', fontWeight: 600 }}
              >
                {warning}
              </Typography>
            ) : null}
          </Typography>
        );
      })}
    </>
  );
}

/** The certificates as a column's text: for the phone's card and the table's sort. */
export const certificatesText = (certificates: Supplier['certificates']) => certificates.map((c) => c.kind).join(', ');
