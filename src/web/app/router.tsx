import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { lazyPage } from './lazy-page.ts';
import { createLoaders } from './loaders.ts';
import { paths, uaHome } from '../lib/paths.ts';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

const errorElement = <RouteError />;

// The light public entry's pages (sign-in/): reached from here by a page load (loaders.publicPage).
const publicPaths = [paths.login, paths.register, paths.activate, paths.forgot, paths.forgotConfirm, paths.invitation];

/** Should the staff app itself be served at a public page's address: the way to the page. */
function PublicPageLink() {
  return (
    <a href={location.pathname + location.search} onClick={() => location.reload()}>
      {location.pathname}
    </a>
  );
}

// Every page loads when first visited (docs/decisions/008): the first load is the shell only, and the
// router fetches a page's code alongside its loaders' data.
const lazyUserLayout = lazyPage(
  () => import('./shell/user-layout.tsx'),
  (m) => m.UserLayout,
);
const lazyDashboard = lazyPage(
  () => import('../features/dashboard/routes/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const lazySettings = lazyPage(
  () => import('./routes/settings-route.tsx'),
  (m) => m.SettingsRoute,
);
const lazyFormats = lazyPage(
  () => import('../features/formats/routes/formats-page.tsx'),
  (m) => m.FormatsPage,
);
const lazyFormatPrices = lazyPage(
  () => import('../features/formats/routes/format-prices-page.tsx'),
  (m) => m.FormatPricesPage,
);
const lazySuppliers = lazyPage(
  () => import('./routes/suppliers-route.tsx'),
  (m) => m.SuppliersRoute,
);
const lazyTeam = lazyPage(
  () => import('../features/team/routes/team-page.tsx'),
  (m) => m.TeamPage,
);
const lazyWelcome = lazyPage(
  () => import('../features/team/routes/welcome-page.tsx'),
  (m) => m.WelcomePage,
);
const lazyTasks = lazyPage(
  () => import('../features/tasks/routes/tasks-page.tsx'),
  (m) => m.TasksPage,
);
const lazyTask = lazyPage(
  () => import('./routes/task-page.tsx'),
  (m) => m.TaskPage,
);
const lazySpend = lazyPage(
  () => import('../features/spend/routes/spend-page.tsx'),
  (m) => m.SpendPage,
);
const lazyMailbox = lazyPage(
  () => import('../features/mailbox/routes/mailbox-page.tsx'),
  (m) => m.MailboxPage,
);
const lazyMailboxIndex = lazyPage(
  () => import('../features/mailbox/routes/mailbox-index.tsx'),
  (m) => m.MailboxIndex,
);
const lazyMail = lazyPage(
  () => import('../features/mailbox/routes/mail-page.tsx'),
  (m) => m.MailPage,
);

/** The Mailbox, under `/mailbox` for visitors and under `/ua/mailbox` inside the user area. */
const mailboxRoute = (path: string): RouteObject => ({
  path,
  errorElement,
  lazy: lazyMailbox,
  children: [
    { index: true, lazy: lazyMailboxIndex },
    { path: ':mailId', errorElement, lazy: lazyMail },
  ],
});

export function createAppRouter(queryClient: QueryClient) {
  const loaders = createLoaders(queryClient);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      loader: loaders.root,
      errorElement,
      hydrateFallbackElement: <Loading minHeight="100vh" />,
      children: [
        // `/` only redirects (its loader); the spinner is the page should it ever render.
        { path: paths.home, loader: loaders.home, element: <Loading minHeight="100vh" /> },
        {
          element: <PublicLayout />,
          errorElement,
          children: [
            ...publicPaths.map((path) => ({ path, loader: loaders.publicPage, element: <PublicPageLink /> })),
            mailboxRoute(paths.mailbox),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: paths.ua,
          loader: loaders.userArea,
          lazy: lazyUserLayout,
          errorElement,
          children: [
            { index: true, loader: () => redirect(uaHome) },
            { path: paths.uaDashboard, lazy: lazyDashboard, errorElement },
            { path: paths.uaSettings, lazy: lazySettings, errorElement },
            { path: paths.uaFormat, lazy: lazyFormats, errorElement },
            { path: paths.uaFormatPrices, lazy: lazyFormatPrices, errorElement },
            { path: paths.uaSupplier, lazy: lazySuppliers, errorElement },
            { path: paths.uaTeam, lazy: lazyTeam, errorElement },
            { path: paths.uaCompany, lazy: lazyTeam, errorElement },
            { path: paths.uaWelcome, lazy: lazyWelcome, errorElement },
            { path: paths.uaTask, lazy: lazyTasks, errorElement },
            { path: paths.uaTaskDetail, loader: loaders.task, lazy: lazyTask, errorElement },
            { path: paths.uaTaskSection, loader: loaders.task, lazy: lazyTask, errorElement },
            { path: paths.uaSpend, lazy: lazySpend, errorElement },
            mailboxRoute(paths.uaMailbox),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
