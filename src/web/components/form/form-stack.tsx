import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

/** A form with its fields stacked; the browser's own validation bubbles are off, ours speak the UI language. */
export function FormStack({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {children}
    </Stack>
  );
}
