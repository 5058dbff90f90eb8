import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '../api/get-config.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { loginHref, paths } from './paths.ts';

/** The session decides where a visitor may go, before the page renders. */
export function createLoaders(queryClient: QueryClient) {
  const me = () => queryClient.fetchQuery(meQueryOptions);
  // Both layouts show the Mailbox when the server has one: asked beside the session, not after the page renders.
  const config = () => void queryClient.prefetchQuery(configQueryOptions);
  return {
    home: async () => redirect((await me()) ? paths.ua : paths.login),

    /** Login, register and friends are for visitors without a session. */
    signedOutOnly: async () => {
      config();
      return (await me()) ? redirect(paths.ua) : null;
    },

    /** The user area needs a session; its user's saved language applies on entry. */
    userArea: async ({ request }: LoaderFunctionArgs) => {
      config();
      const user = await me();
      if (!user) {
        const url = new URL(request.url);
        throw redirect(loginHref(url.pathname + url.search));
      }
      await setLanguage(user.user.language);
      return null;
    },
  };
}
