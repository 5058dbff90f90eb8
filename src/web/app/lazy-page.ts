import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the page's code, fetched on the first visit (docs/decisions/008). A file that does not
 * arrive becomes a page that throws its error, which the route's errorElement shows with a reload button.
 * A rejected `lazy` would leave the route looking unloaded, and React Router would render nothing at all.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}
