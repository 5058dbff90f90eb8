/**
 * The look of a multiline field that is a plain text area (`inputComponent: 'textarea'` and `rows`): it grows
 * with its text through CSS (`field-sizing`), from `rows` lines up. MUI's own multiline field is an autosizing
 * text area that measures itself in a layout effect at every render, which forces a layout of the whole page:
 * on a task page with a 1,000-row table that took ~95 ms of its first render. Where the browser lacks
 * field-sizing, the field keeps its rows, scrolls, and can be made taller by hand (unless it is read-only).
 */
export const growingText = (rows: number) =>
  ({
    '& textarea': {
      fieldSizing: 'content',
      minHeight: `${rows * 1.4375}em`,
      resize: 'vertical',
      '@supports (field-sizing: content)': { resize: 'none' },
      '&[readonly]': { resize: 'none' },
    },
  }) as const;
