import Box, { type BoxProps } from '@mui/material/Box';
import type { Ref } from 'react';

/**
 * A box that scrolls a wide table sideways. Keyboard users reach it with Tab and scroll it with the arrow
 * keys, even where the table holds nothing else to focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollBox({ sx, ref, ...props }: BoxProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <Box
      ref={ref}
      tabIndex={0}
      {...props}
      sx={[
        { overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
