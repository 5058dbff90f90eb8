import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/languages.ts';
import type { PreviousTask } from '../../../../shared/schemas/invitations.ts';
import { workspaceDay } from '../../../lib/calendar.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import type { RowFilter } from '../lib/candidates.ts';

type Props = {
  filter: RowFilter;
  onFilter: (filter: RowFilter) => void;
  /** The languages the printshops read; the language filter shows when there are two or more. */
  languages: Language[];
  /** Whether the task requires certificates: a filter then shows only the printshops that hold them. */
  requires: boolean;
  /** Whether printshops may be picked now (the task's state allows inviting, someone is left to invite). */
  picking: boolean;
  /** How many printshops are selected, and how many of them the filter hides. */
  selected: number;
  hidden: number;
  onClear: () => void;
  /** The previous tender and those of its printshops that may be invited here; selects them. */
  previous: PreviousTask | null;
  lastTask: string[];
  onLastTask: () => void;
};

/**
 * Above the printshop table: the filters by name or e-mail and by language and, while printshops are picked to
 * invite, the previous tender's printshops a click away and how many are selected.
 */
export function CandidateToolbar(props: Props) {
  const { filter, onFilter, languages, requires, picking, selected, hidden, onClear, previous, lastTask, onLastTask } =
    props;
  const ft = useInvitationsTexts();
  const { t } = useTranslation();
  const { date } = useFormat();
  const hintId = useId();
  const count = ft('suppliers.selected', { count: selected });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={ft('suppliers.filter')}
          value={filter.text}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        {languages.length > 1 ? (
          <TextField
            select
            size="small"
            label={ft('suppliers.languageFilter')}
            value={filter.language}
            onChange={(e) => onFilter({ ...filter, language: e.target.value as Language | '' })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          >
            <option value="">{ft('suppliers.allLanguages')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </TextField>
        ) : null}
        {requires ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={filter.qualified ?? false}
                onChange={(e) => onFilter({ ...filter, qualified: e.target.checked })}
              />
            }
            label={ft('suppliers.qualifiedOnly')}
          />
        ) : null}
        {picking && previous && lastTask.length > 0 ? (
          <Stack sx={{ gap: 0.25 }}>
            <Button variant="outlined" onClick={onLastTask} aria-describedby={hintId} sx={{ alignSelf: 'start' }}>
              {ft('suppliers.lastTask', { count: lastTask.length })}
            </Button>
            <Typography id={hintId} variant="caption" color="text.secondary">
              {ft('suppliers.lastTaskHint', { name: previous.name, date: date(workspaceDay(previous.invitedAt)) })}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      {picking ? (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minHeight: 36 }}>
          <Typography variant="body2" role="status">
            {selected === 0
              ? ft('suppliers.chooseHint')
              : hidden > 0
                ? ft('suppliers.selectedHidden', { selected: count, count: hidden })
                : count}
          </Typography>
          {selected > 0 ? (
            <Button size="small" onClick={onClear}>
              {ft('suppliers.clearSelection')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
