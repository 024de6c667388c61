/** A component whose code loads on its first render (lazy.tsx, dialog/modal-dialog.tsx). */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { LoadingState } from './states/error-state';

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <LoadingState />,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
