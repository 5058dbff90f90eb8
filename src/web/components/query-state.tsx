import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';

/** What TanStack Query's results (plain and infinite) share, as far as showing them goes. */
type Query<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };

type Props<T> = {
  query: Query<T>;
  /** What could not be loaded, before the reason: "The printshops could not be loaded." */
  failed?: string;
  /** Shown instead of `children` when `isEmpty` says the data has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Of the spinner while the data is on its way. */
  minHeight?: number | string;
  /** Instead of the spinner: placeholders of the content's shape. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
};

/** Every list and pane: a spinner while loading, the reason and a retry when it failed, its empty state, or it. */
export function QueryState<T>({ query, failed, empty, isEmpty, minHeight, pending, children }: Props<T>) {
  if (query.isPending) return pending ?? <Loading minHeight={minHeight} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed text={failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
