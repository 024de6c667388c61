/**
 * Heavier shared components load their code (and Arco's) on first render, so the host's
 * start-up, /login included, does not pay for lists and keypads it does not show.
 */
import type { ComponentType } from 'react';
import { deferred } from './deferred';
import type { PasswordDialogProps } from './pay-password/password-dialog';
import type { PayPasswordFlowProps } from './pay-password/pay-password-flow-form';
import type { PayPasswordInputProps } from './pay-password/pay-password-input';
import type { RebindDialogProps } from './pay-password/rebind-dialog';
import type { InfiniteListProps } from './states/infinite-list';

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

export const RebindDialog = deferred<RebindDialogProps>(
  async () => (await import('./pay-password/rebind-dialog')).RebindDialog,
  null,
);

/** Kept for remotes built on 1.0–1.2 (scripts/checks/exports.test.ts); new code uses PayPasswordFlow. */
export const PayPasswordInput = deferred<PayPasswordInputProps>(
  async () => (await import('./pay-password/pay-password-input')).PayPasswordInput,
  <div className="adn-pay-cells-placeholder" aria-busy="true" />,
);

export const PayPasswordFlow = deferred<PayPasswordFlowProps>(
  async () => (await import('./pay-password/pay-password-flow-form')).PayPasswordFlow,
);
