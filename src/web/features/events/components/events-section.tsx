import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useEvents } from '../api/get-events.ts';
import { useEventsTexts } from '../i18n/texts.ts';
import type { RenderChanges } from './event-item.tsx';
import { EventStream } from './event-stream.tsx';

/**
 * The task's history (the audit trail): what staff did and what the printshops did, newest first.
 * Closed until opened, like the mail log, so it neither pushes the working sections down nor loads unasked.
 * `renderChanges` shows an amendment's changes as the tasks feature words them (the page passes it in).
 */
export function EventsSection({ taskId, renderChanges }: { taskId: string; renderChanges: RenderChanges }) {
  const ft = useEventsTexts();
  const id = useId();
  const [open, setOpen] = useState(false);
  const events = useEvents(taskId, { enabled: open });

  return (
    // The section is the region named "History", open or closed; the details need no region of their own.
    <Accordion
      component="section"
      aria-labelledby={`${id}-summary`}
      expanded={open}
      onChange={() => setOpen(!open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' }, region: { id: `${id}-details`, role: undefined } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography variant="h2" component="span">
          {ft('title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <QueryState
          query={events}
          failed={ft('loadFailed')}
          minHeight={80}
          isEmpty={(items) => items.length === 0}
          empty={<Typography color="text.secondary">{ft('empty')}</Typography>}
        >
          {(items) => <EventStream events={items} renderChanges={renderChanges} />}
        </QueryState>
      </AccordionDetails>
    </Accordion>
  );
}
