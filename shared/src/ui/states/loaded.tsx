/**
 * The loading, empty, error and retry states of page data, drawn one way in every app
 * (docs/product/forms.md#forms.reload-keeps-data). Data already shown stays on screen while a
 * reload runs, and a failed reload keeps it (the page's own toast or banner tells of the failure).
 * Data the API client served from the kept last answers (offline) is marked "As of 12:03" above it.
 */
import type { ResourceState } from '@adnet/shared';
import type { ReactNode } from 'react';
import { AsOf } from './as-of';
import { EmptyState, ErrorState, LoadingState } from './error-state';

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
  if (state.data === undefined) {
    if (state.error && !state.loading) {
      return <ErrorState error={state.error} onRetry={() => void state.reload()} />;
    }
    return <>{loading ?? <LoadingState />}</>;
  }
  if (isEmpty?.(state.data)) return <EmptyState text={emptyText} />;
  return (
    <>
      <AsOf at={state.asOf} />
      {children(state.data)}
    </>
  );
}
