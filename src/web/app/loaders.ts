import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '../api/get-config.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { loginHref, paths } from '../lib/paths.ts';

/** The session decides where a visitor may go, before the page renders. */
export function createLoaders(queryClient: QueryClient) {
  const me = () => queryClient.fetchQuery(meQueryOptions);
  return {
    /**
     * Every page asks first for the session and the server's config (both layouts show the Mailbox when it
     * has one); index.html preloads both, and this takes them up beside the page's code. Nothing waits here.
     */
    root: () => {
      void queryClient.prefetchQuery(meQueryOptions);
      void queryClient.prefetchQuery(configQueryOptions);
      return null;
    },

    home: async () => redirect((await me()) ? paths.ua : paths.login),

    /** Login, register and friends are for visitors without a session. */
    signedOutOnly: async () => ((await me()) ? redirect(paths.ua) : null),

    /** The user area needs a session; its user's saved language applies on entry. */
    userArea: async ({ request }: LoaderFunctionArgs) => {
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
