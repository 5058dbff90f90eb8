import Box from '@mui/material/Box';
import { changeLines, type ChangeWords } from '../../../../shared/change-line.ts';
import type { Change } from '../../../../shared/schemas/revisions.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAmendmentsTexts, type AmendmentsT } from '../i18n/texts.ts';

/** The staff app's words for the lines of src/shared/change-line.ts, the rule the printshops' mail follows. */
const changeWords = (ft: AmendmentsT): ChangeWords => ({
  format: {
    added: ft('changes.added'),
    removed: ft('changes.removed'),
    spec: ft('changes.spec'),
  },
  title: ft('changes.title'),
  documents: ft('changes.documents'),
  document: { added: ft('changes.added'), removed: ft('changes.removed') },
  quantity: ft('changes.quantity'),
  counts: { label: ft('changes.counts'), added: ft('changes.countsAdded'), removed: ft('changes.countsRemoved') },
  runOn: {
    label: ft('changes.runOn'),
    asked: ft('changes.runOnAsked'),
    now: ft('changes.runOnNow'),
    dropped: ft('changes.runOnDropped'),
  },
  rate: ft('changes.rate'),
  currencies: ft('changes.currencies'),
  deliveries: {
    label: ft('changes.deliveries'),
    added: ft('changes.deliveryAdded'),
    removed: ft('changes.deliveryRemoved'),
  },
});

/**
 * What an amendment changes or changed, one line each: "Offer deadline: 05/01/2027 → 12/01/2027". Staff write
 * a format's texts in every language, so each changed text shows, naming its language.
 */
export function ChangeList({ changes }: { changes: Change[] }) {
  const words = changeWords(useAmendmentsTexts());
  const { language } = useFormat();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { overflowWrap: 'anywhere' } }}>
      {changes
        .flatMap((c) => changeLines(c, language, words, true))
        .map(({ label, value }, i) => (
          <li key={i}>{`${label}: ${value}`}</li>
        ))}
    </Box>
  );
}
