import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { TaskEvent } from '../../../../shared/schemas/events.ts';
import { useEventsTexts } from '../i18n/texts.ts';
import { EventItem, type RenderChanges } from './event-item.tsx';

// A tender with many printshops gathers hundreds of opens and downloads; the newest are what is looked for.
const FIRST = 30;

type Props = { events: TaskEvent[]; later: Set<TaskEvent>; renderChanges: RenderChanges };

/** The events, newest first; the first 30 until all are asked for. */
export function EventList({ events, later, renderChanges }: Props) {
  const ft = useEventsTexts();
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, FIRST);
  return (
    <>
      <Stack component="ol" aria-label={ft('list')} spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((event, i) => (
          <EventItem
            key={`${event.at}:${event.kind}:${i}`}
            event={event}
            later={later.has(event)}
            renderChanges={renderChanges}
          />
        ))}
      </Stack>
      {shown.length < events.length ? (
        <Button onClick={() => setAll(true)} sx={{ mt: 2 }}>
          {ft('more', { count: events.length })}
        </Button>
      ) : null}
    </>
  );
}
