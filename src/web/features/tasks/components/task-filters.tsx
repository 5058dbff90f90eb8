import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { DEADLINE_FILTERS, TASK_SORTS } from '../../../../shared/schemas/task-list.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { STATE_CHOICES, type StateChoice, type TaskFilters as Filters } from '../lib/task-filters.ts';

// The list is asked again once typing pauses this long, not at every key.
const TYPING_MS = 300;
// On a phone the search and the order take a line each, the two filters share one.
const wide = { gridColumn: { xs: 'span 2', md: 'auto' } };

type Props = { filters: Filters; onChange: (change: Partial<Filters>) => void };

/** The search field, the state and deadline filters and the order of the task list. */
export function TaskFilters({ filters, onChange }: Props) {
  const ft = useTasksTexts();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search lands after its pause through the newest onChange: a filter picked meanwhile stays.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const search = (event: ChangeEvent<HTMLInputElement>) => {
    const q = event.target.value.trim();
    clearTimeout(typing.current);
    typing.current = setTimeout(() => latest.current({ q }), TYPING_MS);
  };
  const pick = (key: 'state' | 'deadline' | 'sort') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ [key]: event.target.value });
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      role="search"
      aria-label={ft('filters.label')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
    >
      {/* Uncontrolled: the address holds the last search asked for; "Clear filters" mounts the filters anew. */}
      <TextField
        size="small"
        type="search"
        label={ft('filters.search')}
        defaultValue={filters.q}
        onChange={search}
        sx={wide}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={ft('filters.state')}
        value={filters.state}
        onChange={pick('state')}
        slotProps={native}
      >
        <option value="">{ft('filters.all')}</option>
        {(Object.keys(STATE_CHOICES) as StateChoice[]).map((c) => (
          <option key={c} value={c}>
            {ft(`filters.states.${c}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={ft('filters.deadline')}
        value={filters.deadline}
        onChange={pick('deadline')}
        slotProps={native}
      >
        <option value="">{ft('filters.all')}</option>
        {DEADLINE_FILTERS.map((d) => (
          <option key={d} value={d}>
            {ft(`filters.deadlines.${d}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={ft('filters.sort')}
        value={filters.sort}
        onChange={pick('sort')}
        slotProps={native}
        sx={wide}
      >
        {TASK_SORTS.map((s) => (
          <option key={s} value={s}>
            {ft(`filters.sorts.${s}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
