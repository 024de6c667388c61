/**
 * The shared ActionButton (`@adnet/shared/ui`): `disabled`, `aria-disabled` and `aria-busy` on
 * the element, and `htmlType="submit"` for a form's submit button (docs/keyboard.md).
 */
export { ActionButton, type ActionButtonProps } from '@adnet/shared/ui';
