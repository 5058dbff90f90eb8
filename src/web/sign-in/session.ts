import { useEffect } from 'react';
import { invitationHref, paths } from '../lib/paths.ts';
import { call } from './call.ts';

/**
 * Login, Register, Activate and the password pages are for visitors without a session: a session goes on into
 * the staff app at once, one without a workspace to the invitation it must answer first.
 */
export function useSignedOutOnly(): void {
  useEffect(() => {
    void call('GET', '/account/session')
      .then(({ ok, body }) => {
        if (ok && body.me) location.replace(paths.ua);
        else if (ok && body.invitation) location.replace(invitationHref(body.invitation.id));
      })
      .catch(() => undefined);
  }, []);
}
