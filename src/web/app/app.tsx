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
      {/*
        Without transitions: the next page renders in one piece as its address is set. In a transition React
        rendered it in slices, and on a slow device the old page took the user's typing for a second or two
        under the new address (docs/decisions/008).
      */}
      <RouterProvider router={router} useTransitions={false} />
    </Providers>
  );
}
