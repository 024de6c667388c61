/**
 * @adnet/shared: the kernel every app shares as one singleton. UI pieces that pull in Arco
 * live in '@adnet/shared/ui' so that /login does not pay for them.
 */

export type { ErrorHandler, RequestOptions } from './api/client';
export { endpoint, getApiBase, request } from './api/client';
export { api } from './api/endpoints';
export * from './api/errors';
export type * from './api/types';
export * from './bridge/hybrid';
export {
  type Resource,
  type ResourceState,
  resource,
  useRequest,
  useResource,
} from './data/resource';
export type {
  CustomerServiceOptions,
  DialogOpeners,
  OfficialPushOptions,
} from './dialogs/registry';
export { dialogs } from './dialogs/registry';
export * from './format/account-currency';
export * from './format/ad-metrics';
export * from './format/amount-input';
export * from './format/coupon';
export * from './format/money';
export * from './format/time';
export * from './i18n/instance';
export * from './i18n/languages';
export * from './notifications/unread';
export { useVisibleInterval } from './polling/use-visible-interval';
export {
  startVisibleInterval,
  type VisibleInterval,
  type VisibleIntervalOptions,
} from './polling/visible-interval';
export * from './routing/back';
export * from './routing/contract';
export * from './routing/handle';
export * from './security/urls';
export type { EndReason, SessionController } from './session/controller';
export { session } from './session/controller';
export * from './session/read';
export * from './session/storage';
export * as rules from './validation/rules';
