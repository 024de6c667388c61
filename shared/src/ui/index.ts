/** @adnet/shared/ui: shared UI on Arco, loaded when a page needs it. */
export { ArcoProvider, arcoContext, followArcoLocale, loadArcoLocale } from './arco';
export { errorMessage } from './error-message';
export { EmptyState, ErrorState, LoadingState } from './error-state';
export type { InfiniteListProps } from './infinite-list';
export { InfiniteList } from './lazy';
export { hashPayPassword, PasswordDialog, PayPasswordInput } from './password-dialog';
export { TOAST_DURATION, toast } from './toast';
