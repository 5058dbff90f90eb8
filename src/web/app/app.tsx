import { RouterProvider } from 'react-router';
import { meQueryKey } from '../api/get-me.ts';
import { loginHref, paths } from '../lib/paths.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient(() => {
  // While a navigation runs, its loaders decide where it goes (and logout leaves on purpose).
  if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
  const { pathname, search } = router.state.location;
  if (pathname !== paths.ua && !pathname.startsWith(`${paths.ua}/`)) return;
  queryClient.setQueryData(meQueryKey, null);
  void router.navigate(loginHref(pathname + search), { replace: true });
});
const router = createAppRouter(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
