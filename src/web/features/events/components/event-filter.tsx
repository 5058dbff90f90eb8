import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { EventFilter as Filter } from '../lib/event-line.ts';
import { useEventsTexts } from '../i18n/texts.ts';

const FILTERS = ['all', 'staff', 'supplier'] as const satisfies readonly Filter[];

/** All events, or staff's or printshops' only. */
export function EventFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  const ft = useEventsTexts();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      // Clicking the pressed button answers null: the filter stays.
      onChange={(_, next: Filter | null) => next && onChange(next)}
      aria-label={ft('filter.label')}
    >
      {FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter} sx={{ px: 1.5 }}>
          {ft(`filter.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
