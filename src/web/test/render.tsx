import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import type { StaffLanguage } from '../../shared/languages.ts';
import { Providers } from '../app/providers.tsx';
import { theme } from '../app/theme.ts';
import { mockApi, type ApiRoutes } from './api.ts';

const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
// The app's theme without motion: dialogs and panels open and close at once, and clicks make no ripples to render.
const stillTheme = createTheme(theme, {
  transitions: { duration: instant },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

// Emotion's fast mode: each style rule goes into the sheet through insertRule, rather than as text that jsdom parses
// again with the whole style element (a tenth of this project's CPU time, a fifth of the task form's tests').
const styleCache = createCache({ key: 'css', speedy: true });

type Options = {
  /** The interface language (English unless said). */
  language?: StaffLanguage;
  /** What the server answers (api.ts); any other call fails the test. */
  api?: ApiRoutes;
  /** The address the component is rendered at. */
  path?: string;
};

/**
 * Renders `ui` as the app does (src/web/app/providers.tsx: theme, TanStack Query, notices), in a memory router
 * and in `language`, with `fetch` stubbed by `api`. Returns Testing Library's queries, a user-event `user`,
 * the API's recorded calls as `server`, and the router (to read where a form navigated).
 */
export async function renderPage(ui: ReactNode, { language = 'en', api = {}, path = '/' }: Options = {}) {
  await i18n.changeLanguage(language);
  const server = mockApi(api);
  // No retries and no refetch on focus: a test sees exactly the calls it caused.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui, ErrorBoundary: Rethrow }], { initialEntries: [path] });
  // No pause between keystrokes: typing costs the renders only.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CacheProvider value={styleCache}>
      <Providers queryClient={queryClient}>
        <ThemeProvider theme={stillTheme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Providers>
    </CacheProvider>,
  );
  return { ...view, user, server, router };
}

/** A render error fails the test, rather than showing the router's error page to queries that still pass. */
function Rethrow(): never {
  throw useRouteError();
}
