import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { createLoaders } from './loaders.ts';
import { paths, uaHome } from './paths.ts';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

const errorElement = <RouteError />;

// Every page loads when first visited (docs/decisions/008): the first load is the shell only, and the
// router fetches a page's code alongside its loaders' data.
const lazyLogin = async () => ({ Component: (await import('../features/auth/routes/login-page.tsx')).LoginPage });
const lazyRegister = async () => ({ Component: (await import('../features/auth/routes/register-page.tsx')).RegisterPage });
const lazyActivate = async () => ({ Component: (await import('../features/auth/routes/activate-page.tsx')).ActivatePage });
const lazyForgot = async () => ({ Component: (await import('../features/auth/routes/forgot-page.tsx')).ForgotPage });
const lazyForgotConfirm = async () => ({
  Component: (await import('../features/auth/routes/forgot-confirm-page.tsx')).ForgotConfirmPage,
});
const lazyUserLayout = async () => ({ Component: (await import('./shell/user-layout.tsx')).UserLayout });
const lazyDashboard = async () => ({ Component: (await import('../features/dashboard/routes/dashboard-page.tsx')).DashboardPage });
const lazySettings = async () => ({ Component: (await import('../features/settings/routes/settings-page.tsx')).SettingsPage });
const lazyFormats = async () => ({ Component: (await import('../features/formats/routes/formats-page.tsx')).FormatsPage });
const lazySuppliers = async () => ({ Component: (await import('../features/suppliers/routes/suppliers-page.tsx')).SuppliersPage });
const lazyTeam = async () => ({ Component: (await import('../features/team/routes/team-page.tsx')).TeamPage });
const lazyInvitation = async () => ({ Component: (await import('../features/team/routes/invitation-page.tsx')).InvitationPage });
const lazyTasks = async () => ({ Component: (await import('../features/tasks/routes/tasks-page.tsx')).TasksPage });
const lazyTask = async () => ({ Component: (await import('../features/tasks/routes/task-page.tsx')).TaskPage });

/** The Mailbox, under `/mailbox` for visitors and under `/ua/mailbox` inside the user area. */
const mailboxRoute = (path: string): RouteObject => ({
  path,
  errorElement,
  lazy: async () => ({ Component: (await import('../features/mailbox/routes/mailbox-page.tsx')).MailboxPage }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('../features/mailbox/routes/mailbox-index.tsx')).MailboxIndex }) },
    {
      path: ':mailId',
      errorElement,
      lazy: async () => ({ Component: (await import('../features/mailbox/routes/mail-page.tsx')).MailPage }),
    },
  ],
});

export function createAppRouter(queryClient: QueryClient) {
  const loaders = createLoaders(queryClient);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement,
      hydrateFallbackElement: <Loading minHeight="100vh" />,
      children: [
        { path: paths.home, loader: loaders.home },
        {
          element: <PublicLayout />,
          errorElement,
          children: [
            {
              loader: loaders.signedOutOnly,
              errorElement,
              children: [
                { path: paths.login, lazy: lazyLogin, errorElement },
                { path: paths.register, lazy: lazyRegister, errorElement },
                { path: paths.activate, lazy: lazyActivate, errorElement },
                { path: paths.forgot, lazy: lazyForgot, errorElement },
                { path: paths.forgotConfirm, lazy: lazyForgotConfirm, errorElement },
              ],
            },
            mailboxRoute(paths.mailbox),
            // Open with or without a session: the page offers to accept, register or log in.
            { path: paths.invitation, lazy: lazyInvitation, errorElement },
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
            { path: paths.uaSupplier, lazy: lazySuppliers, errorElement },
            { path: paths.uaTeam, lazy: lazyTeam, errorElement },
            { path: paths.uaCompany, lazy: lazyTeam, errorElement },
            { path: paths.uaTask, lazy: lazyTasks, errorElement },
            { path: paths.uaTaskDetail, lazy: lazyTask, errorElement },
            mailboxRoute(paths.uaMailbox),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
