import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Handoff } from './handoff.ts';

/** A link between the sign-in pages that takes the typed login name along. */
export function AuthLink({ to, handoff, children }: { to: string; handoff?: Handoff; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} state={handoff} variant="body2">
      {children}
    </Link>
  );
}
