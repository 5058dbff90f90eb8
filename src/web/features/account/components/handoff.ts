import { useLocation } from 'react-router';
import { z } from 'zod';

// Kept in the history entry, not in the address: login names and e-mails stay out of URLs and server logs.
const HandoffSchema = z.object({ login: z.string().optional(), email: z.string().optional() }).catch({});

/** What one page passes to a sign-in page: the login name the user already typed, or an invited e-mail. */
export type Handoff = z.infer<typeof HandoffSchema>;

export function useHandoff(): Handoff {
  return HandoffSchema.parse(useLocation().state ?? {});
}
