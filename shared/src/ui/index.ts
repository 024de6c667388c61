/** @adnet/shared/ui: shared UI on Arco, loaded when a page needs it. */

export { FIELD_LIMITS, type LimitedField } from '../api/limits';
export { ActionButton, type ActionButtonProps } from './action-button/action-button';
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
export type { ModalDialogProps } from './dialog/dialog';
export { ModalDialog } from './dialog/modal-dialog';
export { type ModalFocusOptions, useModalFocus } from './dialog/modal-focus';
export { errorMessage } from './error-message';
export { Field, FieldMessage, type FieldProps, useFieldState } from './field/field';
export { submitOnEnter, submitOnModEnter, useFormFocus } from './field/form-keys';
export { Input, Textarea } from './field/text-input';
export {
  InfiniteList,
  PasswordDialog,
  PayPasswordFlow,
  PayPasswordInput,
  RebindDialog,
} from './lazy';
export {
  MetricsGrid,
  type MetricsGridExtra,
  type MetricsGridProps,
} from './metrics-grid/metrics-grid';
export type { PasswordDialogProps } from './pay-password/password-dialog';
export {
  PayPasswordDone,
  type PayPasswordDoneProps,
} from './pay-password/pay-password-done';
export type { PayPasswordFlowProps } from './pay-password/pay-password-flow-form';
export { hashPayPassword } from './pay-password/pay-password-hash';
export type { PayPasswordInputProps } from './pay-password/pay-password-input';
export type { RebindDialogProps } from './pay-password/rebind-dialog';
export { type RebindOffer, useRebindOffer } from './pay-password/rebind-offer';
export { refusedField, requestErrorText, tooLongOf, tooLongText } from './request-error-text';
export { Sheet, type SheetProps } from './sheet/sheet';
export { AsOf } from './states/as-of';
export { EmptyState, ErrorState, LoadingState } from './states/error-state';
export type { InfiniteListProps } from './states/infinite-list';
export { Loaded, type LoadedProps } from './states/loaded';
export { NoAnswerNote, type NoAnswerNoteProps } from './states/no-answer-note';
export { NeedsConnection, NoConnection } from './states/offline';
export { useTabsA11y } from './tabs/use-tabs-a11y';
export { StatusTag, type StatusTagProps } from './tag/status-tag';
export { Tag, type TagProps, type Tone, toneClass } from './tag/tag';
export { toast } from './toast';
export { type SendOnce, useSendOnce } from './use-send-once';
