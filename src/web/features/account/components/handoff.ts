import { useLocation } from 'react-router';
import { z } from 'zod';
import { storedHandoff } from '../../../lib/handoff-store.ts';

// Kept in the history entry, not in the address: login names and e-mails stay out of URLs and server logs.
const HandoffSchema = z.object({ login: z.string().optional(), email: z.string().optional() }).catch({});

/** What one page passes to a sign-in page: the login name the user already typed, or an invited e-mail. */
export type Handoff = z.infer<typeof HandoffSchema>;

export function useHandoff(): Handoff {
  const location = useLocation();
  // From the light sign-in page, a full page load away (lib/handoff-store.ts).
  return HandoffSchema.parse(location.state ?? storedHandoff(location.pathname));
}
