import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { taskSectionHref, type TaskSection } from '../../../lib/task-sections.ts';
import { useTasksTexts } from '../i18n/texts.ts';

type Props = { taskId: string; sections: readonly TaskSection[]; current: TaskSection | null };

/**
 * The sections of a sent task's page as links, each to its own address (docs/product.md#task-page); the bar
 * stays below the top bar while the page scrolls, and scrolls sideways on a phone.
 */
export function SectionBar({ taskId, sections, current }: Props) {
  const ft = useTasksTexts();
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
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0.5, display: 'flex', gap: 0.5, overflowX: 'auto' }}>
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
    </Box>
  );
}
