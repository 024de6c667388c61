/**
 * Heavier shared components load their code (and Arco's) on first render, so the host's
 * start-up, /login included, does not pay for lists and keypads it does not show.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import type { PasswordDialogProps, PayPasswordInputProps } from './pay-password/password-dialog';
import type { PayPasswordFlowProps } from './pay-password/pay-password-flow-form';
import { LoadingState } from './states/error-state';
import type { InfiniteListProps } from './states/infinite-list';

function deferred<P extends object>(
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

const LazyInfiniteList = deferred(
  async () =>
    (await import('./states/infinite-list')).InfiniteList as ComponentType<
      InfiniteListProps<unknown>
    >,
);

export function InfiniteList<T>(props: InfiniteListProps<T>) {
  return <LazyInfiniteList {...(props as unknown as InfiniteListProps<unknown>)} />;
}

export const PasswordDialog = deferred<PasswordDialogProps>(
  async () => (await import('./pay-password/password-dialog')).PasswordDialog,
  null,
);

/** Kept for remotes built on 1.0–1.2 (scripts/exports.test.ts); new code uses PayPasswordFlow. */
export const PayPasswordInput = deferred<PayPasswordInputProps>(
  async () => (await import('./pay-password/password-dialog')).PayPasswordInput,
  <div className="adn-pay-cells-placeholder" aria-busy="true" />,
);

export const PayPasswordFlow = deferred<PayPasswordFlowProps>(
  async () => (await import('./pay-password/pay-password-flow-form')).PayPasswordFlow,
);
