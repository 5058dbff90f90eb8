import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '../api/get-config.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { loginHref, paths, welcomeHref } from '../lib/paths.ts';

/**
 * An owner whose workspace has no buying company is asked for it first (docs/product.md, Buying company),
 * unless they chose "Later" in this browser session. The check's code loads only for owners.
 */
async function askForCompany(queryClient: QueryClient, workspaceId: string, next: string) {
  const [{ workspaceQueryOptions }, { companyPostponed }] = await Promise.all([
    import('../features/team/api/get-workspace.ts'),
    import('../features/team/lib/onboarding.ts'),
  ]);
  if (companyPostponed(workspaceId)) return;
  const workspace = await queryClient.fetchQuery(workspaceQueryOptions).catch(() => undefined);
  if (workspace && workspace.company === null) throw redirect(welcomeHref(next));
}

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

    /**
     * Login, Register, Activate, the password pages and a team invitation's page are the light public entry's
     * (sign-in/, docs/decisions/029): going there from the staff app loads that page. The server answers their
     * addresses with it, so the staff app meets them only by a navigation of its own.
     */
    publicPage: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (url.pathname === location.pathname) return null;
      location.assign(url.pathname + url.search);
      return new Promise<never>(() => undefined);
    },

    /** The user area needs a session; its user's saved language applies on entry. */
    userArea: async ({ request }: LoaderFunctionArgs) => {
      const user = await me();
      const url = new URL(request.url);
      if (!user) throw redirect(loginHref(url.pathname + url.search));
      // The task page's prefetch is at hand before the first task is opened, so its reads start at the click.
      void import('./routes/task-prefetch.ts');
      await setLanguage(user.user.language);
      if (user.workspace.role === 'owner' && url.pathname !== paths.uaWelcome) {
        await askForCompany(queryClient, user.workspace.id, url.pathname + url.search);
      }
      return null;
    },

    /** A task's page asks for all its parts in parallel with its code; nothing waits here (task-prefetch.ts). */
    task: ({ params }: LoaderFunctionArgs) => {
      const taskId = params.taskId ?? '';
      void import('./routes/task-prefetch.ts').then(({ prefetchTask }) => prefetchTask(queryClient, taskId));
      return null;
    },
  };
}
