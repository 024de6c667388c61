/**
 * The loading, empty, error and retry states of page data, drawn one way in every app
 * (docs/product/forms.md#forms.reload-keeps-data). Data already shown stays on screen while a
 * reload runs, and a failed reload keeps it (the page's own toast or banner tells of the failure).
 * Data drawn from the merchant's kept answer is marked "As of 12:03" (with "· updating" while the
 * fresh answer is on its way) before it: a page places the label where removing it moves
 * nothing (docs/offline.md, "Show, then confirm"). Offline with nothing kept is the calm
 * "no connection" state, not a failure (docs/offline.md).
 */
import type { ResourceState } from '@adnet/shared';
import { type ReactNode, useState } from 'react';
import { AsOf } from './as-of';
import { EmptyState, ErrorState, LoadingState } from './error-state';
import { failedOffline, NoConnection } from './offline';

export interface LoadedProps<T> {
  state: ResourceState<T>;
  /** true when the data holds nothing to show: the empty state is drawn instead */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** drawn while the first answer is awaited (default: the shared spinner line) */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ state, isEmpty, emptyText, loading, children }: LoadedProps<T>) {
  // once data showed with its age, the label's line stays (empty when fresh): nothing moves
  const [labelled, setLabelled] = useState(state.asOf !== undefined);
  if (state.asOf !== undefined && !labelled) setLabelled(true);
  if (state.data === undefined) {
    if (state.error && !state.loading) {
      // offline with nothing kept: the calm state, filled in when the network is back
      if (failedOffline(state.error)) return <NoConnection />;
      return <ErrorState error={state.error} onRetry={() => void state.reload()} />;
    }
    return <>{loading ?? <LoadingState />}</>;
  }
  if (isEmpty?.(state.data)) return <EmptyState text={emptyText} />;
  return (
    <>
      <AsOf at={state.asOf} updating={state.loading} keepSpace={labelled} />
      {children(state.data)}
    </>
  );
}
