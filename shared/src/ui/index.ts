/** @adnet/shared/ui: shared UI on Arco, loaded when a page needs it. */

export { FIELD_LIMITS, type LimitedField } from '../api/limits';
export { ActionButton, type ActionButtonProps } from './action-button';
export { ArcoProvider, arcoContext, followArcoLocale, loadArcoLocale } from './arco';
export {
  Card,
  CardHead,
  type CardLook,
  type CardProps,
  cardClass,
  SectionTitle,
  type SectionTitleProps,
} from './card/card';
export { errorMessage } from './error-message';
export { EmptyState, ErrorState, LoadingState } from './error-state';
export { Field, FieldMessage, type FieldProps, useFieldState } from './field';
export {
  firstErrorOf,
  focusElement,
  submitFormOf,
  submitOnEnter,
  submitOnModEnter,
  useFormFocus,
} from './form-keys';
export type { InfiniteListProps } from './infinite-list';
export {
  InfiniteList,
  PasswordDialog,
  PayPasswordError,
  PayPasswordFlow,
  PayPasswordInput,
} from './lazy';
export { Loaded, type LoadedProps } from './loaded';
export { MetricsGrid, type MetricsGridProps } from './metrics-grid/metrics-grid';
export type {
  PasswordDialogProps,
  PayPasswordErrorProps,
  PayPasswordInputProps,
} from './password-dialog';
export type { PayPasswordFlowProps } from './pay-password-flow-form';
export { hashPayPassword } from './pay-password-hash';
export {
  lockoutOf,
  lockoutText,
  requestErrorText,
  tooLongOf,
  tooLongText,
} from './request-error-text';
export { Tag, type TagProps, TONES, type Tone, toneClass } from './tag/tag';
export { Input, Textarea } from './text-input';
export { TOAST_DURATION, toast } from './toast';
export { type SendOnce, useSendOnce } from './use-send-once';
export { useTabsA11y } from './use-tabs-a11y';
