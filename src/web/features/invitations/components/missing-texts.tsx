import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { missingFormatTexts } from '../../../../shared/format-texts.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

type Props = {
  task: Pick<Task, 'formats' | 'lang'>;
  /** The language of each printshop about to be invited. */
  readers: Language[];
};

/**
 * Which format texts the printshops about to be invited will read in another language, because theirs lacks
 * them (docs/product.md#invitations): the same choice as their mails and pages make (shared/format-texts.ts).
 */
export function MissingTexts({ task, readers }: Props) {
  const ft = useInvitationsTexts();
  const missing = missingFormatTexts(task.formats, readers, task.lang);
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{ft('missingTexts.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {missing.map((m) => (
          <li key={`${m.formatId} ${m.field} ${m.language}`}>
            {ft('missingTexts.line', {
              count: m.readers,
              title: m.title,
              field: ft(`missingTexts.fields.${m.field}`),
              missing: ft(`missingTexts.missing.${m.language}`),
              language: ft(`missingTexts.languages.${m.language}`),
              from: ft(`missingTexts.from.${m.from}`),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
