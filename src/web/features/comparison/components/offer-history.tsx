import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { allRevisions } from '../../../../shared/schemas/comparison.ts';
import { revisions, type Revision } from '../lib/offer-history.ts';

type Props = { offer: Comparison['offers'][number]; formats: Comparison['formats'] };

/** Every revision of an offer, newest first, with the prices it changed. */
export function OfferHistory({ offer, formats }: Props) {
  const ft = useComparisonTexts();
  const titles = new Map(formats.map((f) => [f.id, f.title]));
  const format = useFormat();
  const money = (cents: number | null) => (cents === null ? '–' : format.money(cents));
  const describe = (r: Revision) => {
    if (r.first) return ft('comparison.first');
    if (r.changes.length === 0) return ft('comparison.unchanged');
    return r.changes
      .map((c) => ft('comparison.change', { title: titles.get(c.id) ?? c.id, from: money(c.from), to: money(c.to) }))
      .join(' · ');
  };
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {ft('comparison.history', { name: offer.name })}
      </Typography>
      <List dense disablePadding>
        {revisions(allRevisions(offer)).map((r) => (
          <ListItem key={r.at} disableGutters>
            <ListItemText
              primary={ft('comparison.revision', { at: format.dateTime(r.at), sum: format.money(r.sum) })}
              secondary={describe(r)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
