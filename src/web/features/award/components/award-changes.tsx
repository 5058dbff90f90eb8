import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AwardChange, AwardChanges } from '../../../../shared/schemas/award.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAwardTexts } from '../i18n/texts.ts';

const reason = {
  'new-offer': 'approval.changed.newOffer',
  'not-current': 'approval.changed.notCurrent',
  'supplier-deleted': 'approval.changed.supplierDeleted',
  'not-kept': 'approval.changed.notKept',
} as const;

type Props = { changes: AwardChanges; askedBy: string };

/**
 * What changed since a waiting award was asked for, old → new per format (docs/product.md#budget-and-approval):
 * the server refuses to approve it (409 AWARD_CHANGED), so the approver sees why and can reject it.
 */
export function AwardChangesNote({ changes, askedBy }: Props) {
  const ft = useAwardTexts();
  const { money, count } = useFormat();
  const figures = ({ count: pieces, price, alternative, delivery }: AwardChange['was']) =>
    [
      ft('approval.changed.figures', { count: count(pieces), price: money(price) }),
      alternative === null ? null : `${ft('award.alternative')}: ${alternative}`,
      delivery === null ? null : ft('approval.changed.delivery', { amount: money(delivery) }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>{ft('approval.changed.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.formats.map((c) => (
          <li key={c.formatId}>
            <Typography variant="body2">
              {ft('approval.changed.line', {
                ...{ title: c.title, supplier: c.supplier, was: figures(c.was) },
                now: c.now ? figures(c.now) : ft('approval.changed.notOnOffer'),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ft(reason[c.why], { supplier: c.supplier })}
            </Typography>
          </li>
        ))}
        {changes.amended ? (
          <Typography component="li" variant="body2">
            {ft('approval.changed.amended', { now: changes.amended.now })}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {ft('approval.changed.text', { name: askedBy })}
      </Typography>
    </Alert>
  );
}
