import Box from '@mui/material/Box';
import type { Change, Quantities } from '../../../../shared/schemas/revisions.ts';
import { useFormat, type Formatters } from '../../../lib/use-format.ts';
import { useAmendmentsTexts, type AmendmentsT } from '../i18n/texts.ts';

function quantities(q: Quantities | null, f: Formatters, ft: AmendmentsT) {
  if (!q) return '–';
  const also = q.counts.length ? ` (${ft('changes.also', { counts: q.counts.map(f.count).join(' / ') })})` : '';
  return `${f.count(q.count)}${also}${q.runOn ? `, ${ft('changes.runOn')}` : ''}`;
}

/** A change as the reader reads it: "Offer deadline: 05.01.2027 → 12.01.2027", "Flyer A5: added, 5.000". */
export function changeText(c: Change, f: Formatters, ft: AmendmentsT): string {
  if (c.field === 'format') {
    const what = ft(`changes.${c.change}`);
    if (c.change === 'quantities')
      return `${c.title}: ${what}: ${quantities(c.old, f, ft)} → ${quantities(c.new, f, ft)}`;
    if (c.change === 'added') return `${c.title}: ${what}, ${quantities(c.new, f, ft)}`;
    return `${c.title}: ${what}`;
  }
  if (c.field === 'document') return `${ft('changes.documents')}: ${c.name}: ${ft(`changes.${c.change}`)}`;
  const show = (v: string | null) =>
    v === null ? '–' : c.field.endsWith('Date') ? f.date(v) : v.replace(/\s*\n\s*/g, ', ');
  return `${ft(`fields.${c.field}`)}: ${show(c.old)} → ${show(c.new)}`;
}

/** What an amendment changes or changed, one line each. */
export function ChangeList({ changes }: { changes: Change[] }) {
  const ft = useAmendmentsTexts();
  const f = useFormat();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { overflowWrap: 'anywhere' } }}>
      {changes.map((c, i) => (
        <li key={i}>{changeText(c, f, ft)}</li>
      ))}
    </Box>
  );
}
