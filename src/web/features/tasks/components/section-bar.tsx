import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { scrollEdge, useScrollCue } from '../../../lib/use-scroll-cue.ts';
import { taskSectionHref, type TaskSection } from '../../../lib/task-sections.ts';
import { useTasksTexts } from '../i18n/texts.ts';

// Where the comparison shades an edge, the bar's links fade into its background: more sections lie beyond.
const fade = (side: 'left' | 'right') => ({
  ...scrollEdge(side),
  width: 48,
  background: (theme: Theme) => `linear-gradient(to ${side}, transparent, ${theme.palette.background.default} 80%)`,
});

type Props = { taskId: string; sections: readonly TaskSection[]; current: TaskSection | null };

/**
 * The sections of a sent task's page as links, each to its own address (docs/product.md#task-page); the bar
 * stays below the top bar while the page scrolls. On a phone it scrolls sideways: a faded edge says more
 * sections lie beyond it (as the comparison's shaded one), and the current section is scrolled into view.
 */
export function SectionBar({ taskId, sections, current }: Props) {
  const ft = useTasksTexts();
  const list = useRef<HTMLUListElement>(null);
  // Counted in pixels: any hidden part shades its edge.
  const cue = useScrollCue(list, 1, 0);
  // The bar follows the address, which the links, back and forward and a reload change.
  useEffect(() => {
    const box = list.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link) return;
    box.scrollLeft = link.offsetLeft - (box.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <Box
      component="nav"
      aria-label={ft('sections.label')}
      sx={{
        position: 'sticky',
        // Below the fixed top bar (56 px on a phone, 64 px from `sm`).
        top: { xs: 56, sm: 64 },
        zIndex: 2,
        mx: { xs: -1, sm: 0 },
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        ref={list}
        onScroll={cue.onScroll}
        sx={{ position: 'relative', listStyle: 'none', m: 0, p: 0.5, display: 'flex', gap: 0.5, overflowX: 'auto' }}
      >
        {sections.map((section) => (
          <li key={section}>
            <Button
              component={RouterLink}
              to={taskSectionHref(taskId, section)}
              aria-current={section === current ? 'location' : undefined}
              size="small"
              sx={{
                whiteSpace: 'nowrap',
                borderRadius: 0,
                borderBottom: 2,
                borderColor: section === current ? 'primary.main' : 'transparent',
                fontWeight: section === current ? 700 : 500,
              }}
            >
              {ft(`sections.${section}`)}
            </Button>
          </li>
        ))}
      </Box>
      {cue.before > 0 ? <Box aria-hidden sx={fade('left')} /> : null}
      {cue.after > 0 ? <Box aria-hidden sx={fade('right')} /> : null}
    </Box>
  );
}
