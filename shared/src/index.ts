/**
 * @adnet/shared: the kernel every app shares as one singleton. UI pieces that pull in Arco
 * live in '@adnet/shared/ui' so that /login does not pay for them.
 *
 * Every name is listed: a module's helpers stay inside the kernel, and a value here that no
 * app imports fails `scripts/checks/exports.test.ts` (docs/remote-contract.md, "What a remote may
 * import").
 */

export type { ErrorHandler, RequestOptions } from './api/client';
export { endpoint, getApiBase, quietly, request } from './api/client';
export { api } from './api/endpoints';
export {
  ApiError,
  accountStateCodes,
  ErrorCode,
  HttpError,
  NetworkError,
  OfflineError,
  type RequestError,
  TimeoutError,
} from './api/errors';
export { type KeptAnswer, storedAt } from './api/last-answers';
export { useOnline, whenOnline } from './api/online';
export {
  clearPending,
  type PendingIntent,
  readPending,
  savePending,
} from './api/pending-intents';
export { bridge, isOpenableUrl, type NativeShell, nativeShell } from './bridge/hybrid';
export {
  type Resource,
  type ResourceState,
  resource,
  useRequest,
  useResource,
} from './data/resource';
export { type UserInfoAge, useUserInfoAge } from './data/user-info-age';
export type {
  CustomerServiceOptions,
  DialogOpeners,
  OfficialPushOptions,
} from './dialogs/registry';
export { dialogs } from './dialogs/registry';
export { useAccountCurrency, withAccountCurrency } from './format/account-currency';
export { AD_METRIC_KEYS, type AdMetricKey, formatAdMetric } from './format/ad-metrics';
export {
  AmountField,
  type AmountInput,
  type AmountInputError,
  type AmountInputOptions,
  type CheckedAmount,
  formatAmountInput,
  isFinalAmountError,
  parseAmountInput,
  readAmount,
} from './format/amount-input';
export { couponFaceValue } from './format/coupon';
export {
  addMoney,
  compareMoney,
  formatCount,
  formatMoney,
  formatPercent,
  subtractMoney,
  toBig,
} from './format/money';
export {
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  timeZoneName,
} from './format/time';
export { type Format, useFormat, useMoney } from './format/use-format';
export {
  type Bundle,
  type BundleLoader,
  currentLanguage,
  i18n,
  initI18n,
  onLanguageChange,
  registerNamespace,
  setLanguage,
} from './i18n/instance';
export {
  isLanguage,
  LANGUAGES,
  type Language,
  type LanguageOption,
  languageOptions,
  matchLanguage,
} from './i18n/languages';
export {
  badgeText,
  decreaseUnread,
  refreshUnreadCount,
  resetUnread,
  setUnread,
  unreadCountAtom,
} from './notifications/unread';
export { useVisibleInterval } from './polling/use-visible-interval';
export {
  startVisibleInterval,
  type VisibleInterval,
  type VisibleIntervalOptions,
} from './polling/visible-interval';
export { backHandlerAtom, useBackHandler } from './routing/back';
export { type RemoteRoutesModule, remoteRoutesProblems } from './routing/contract';
export { paths, type RouteHandle } from './routing/handle';
export { allowedFrameUrl, parseSafeHttpUrl } from './security/urls';
export type { EndReason, SessionController } from './session/controller';
export { session } from './session/controller';
export {
  customerServiceItemsAtom,
  store,
  storedBasicConfigAtom,
  tokenAtom,
  userInfoAtom,
  volatileBasicConfigAtom,
} from './session/read';
export { isToken, readString, STORAGE_KEYS, type StoredBasicConfig } from './session/storage';
export * as rules from './validation/rules';
export { LEDGER_TYPES, type LedgerType, PLAN_STATUSES, type PlanStatus } from './wire/lists';
export { EMPTY_BANK_CARD } from './wire/payout-card';
export type * from './wire/types';
