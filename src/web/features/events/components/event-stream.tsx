import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TaskEvent } from '../../../../shared/schemas/events.ts';
import { filterEvents, laterOffers, type EventFilter as Filter } from '../lib/event-line.ts';
import { useEventsTexts } from '../i18n/texts.ts';
import { EventFilter } from './event-filter.tsx';
import type { RenderChanges } from './event-item.tsx';
import { EventList } from './event-list.tsx';

/** The events with the filter by side above them. */
export function EventStream({ events, renderChanges }: { events: TaskEvent[]; renderChanges: RenderChanges }) {
  const ft = useEventsTexts();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filterEvents(events, filter);
  return (
    <Stack spacing={2}>
      <EventFilter value={filter} onChange={setFilter} />
      {shown.length ? (
        // Whether an offer replaces an earlier one is read from all events, whatever the filter shows.
        <EventList key={filter} events={shown} later={laterOffers(events)} renderChanges={renderChanges} />
      ) : (
        <Typography color="text.secondary">{ft('emptyFiltered')}</Typography>
      )}
    </Stack>
  );
}
