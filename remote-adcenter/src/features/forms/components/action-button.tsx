/**
 * The shared ActionButton (`@adnet/shared/ui`): `disabled`, `aria-disabled` and `aria-busy` on
 * the element, and `htmlType="submit"` for a form's submit button (README "Keyboard").
 */
export { ActionButton, type ActionButtonProps } from '@adnet/shared/ui';
