import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskEvent } from '../../../../shared/schemas/events.ts';
import type { Change } from '../../../../shared/schemas/revisions.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { actorOf, eventLine, fieldKey, valueLines, type Text } from '../lib/event-line.ts';
import { useEventsTexts } from '../i18n/texts.ts';
import { SideIcon } from './side-icon.tsx';

export type RenderChanges = (changes: Change[]) => ReactNode;

type Props = { event: TaskEvent; later: boolean; renderChanges: RenderChanges };

/** One event: who and when above, what in plain words below, then a message or the changes. */
export function EventItem({ event, later, renderChanges }: Props) {
  const ft = useEventsTexts();
  const f = useFormat();
  const read = (text: Text) => ft(text.key, text.values);
  const field = (name: string) => {
    const key = fieldKey(name);
    return key ? ft(key) : name;
  };
  const formatters = { money: f.money, field, date: f.date, count: f.count };
  const { text, detail } = eventLine(event, formatters, { later });
  const values = valueLines(event, formatters, read);
  const { side, name } = actorOf(event);
  return (
    <Stack component="li" direction="row" spacing={1.5}>
      <SideIcon side={side} />
      <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        {/* Name and time side by side, the time below the name where both do not fit (a phone). */}
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {name ?? ft(`unknown.${side}`)}
          </Box>
          <time dateTime={new Date(event.at).toISOString()}>{f.dateTime(event.at)}</time>
        </Typography>
        <Typography>{read(text)}</Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {read(detail)}
          </Typography>
        ) : null}
        {values.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {values.map((v) => (
              <Typography component="li" variant="body2" key={v}>
                {v}
              </Typography>
            ))}
          </Box>
        ) : null}
        {event.changes.length ? (
          <Typography variant="body2" component="div">
            {renderChanges(event.changes)}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
