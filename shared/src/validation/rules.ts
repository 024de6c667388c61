/**
 * The validation rules (docs/product/validation.md). Each check returns the i18n key (common
 * namespace) of the message to show, or null when the value is fine.
 */
import { compareMoney, isAmountText, toBig } from '../format/money';

export type Check = string | null;

export const PAY_PASSWORD_LENGTH = 6;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International or local numbers: optional +, 6 to 15 digits, spaces and dashes allowed. */
const PHONE = /^\+?\d[\d\s-]{4,18}\d$/;
const OPERATOR_ID = /^OP\d{4,8}$/;
/**
 * The username the server accepts at registration: 3 to 32 Latin letters, digits, dots,
 * dashes or underscores. Checked before the call, so the merchant reads the rule under the
 * field instead of a refusal after the form was sent.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
const USERNAME = /^[A-Za-z0-9_.-]+$/;

export function required(value: string | null | undefined): Check {
  return value?.trim() ? null : 'validation.required';
}

/** A new username (registration): the server's length and characters; trimmed as it is sent. */
export function username(value: string): Check {
  const name = value.trim();
  if (!name) return 'validation.required';
  return name.length >= USERNAME_MIN && name.length <= USERNAME_MAX && USERNAME.test(name)
    ? null
    : 'validation.username';
}

export function email(value: string): Check {
  return required(value) ?? (EMAIL.test(value.trim()) ? null : 'validation.email');
}

export function phone(value: string): Check {
  if (required(value)) return 'validation.required';
  const digits = value.replace(/\D/g, '');
  return PHONE.test(value.trim()) && digits.length >= 6 && digits.length <= 15
    ? null
    : 'validation.phone';
}

export function passwordsMatch(password: string, confirm: string): Check {
  return required(confirm) ?? (password === confirm ? null : 'validation.passwordMismatch');
}

/**
 * Keeps digits only and at most six of them (docs/product/validation.md#validation.pay-password).
 */
export function stripToPayPassword(text: string): string {
  return text.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
}

export function payPassword(value: string): Check {
  return /^\d{6}$/.test(value) ? null : 'validation.payPasswordSixDigits';
}

export function payPasswordsMatch(first: string, second: string): Check {
  return first === second ? null : 'validation.payPasswordMismatch';
}

export function newLoginPassword(oldPassword: string, newPassword: string, confirm: string): Check {
  return (
    required(oldPassword) ??
    required(newPassword) ??
    (oldPassword === newPassword ? 'validation.passwordSameAsOld' : null) ??
    passwordsMatch(newPassword, confirm)
  );
}

/** A put or withdrawal amount: a positive number with at most two decimals. */
export function amount(value: string): Check {
  if (required(value)) return 'validation.required';
  if (!isAmountText(value)) return 'validation.amountFormat';
  if (toBig(value).lte(0)) return 'validation.amountZero';
  return null;
}

export function amountInRange(value: string, lowest: string, highest: string): Check {
  return (
    amount(value) ??
    (compareMoney(value, lowest) < 0 || compareMoney(value, highest) > 0
      ? 'validation.amountOutOfRange'
      : null)
  );
}

export function amountWithinBalance(value: string, balance: string): Check {
  return (
    amount(value) ?? (compareMoney(value, balance) > 0 ? 'validation.insufficientBalance' : null)
  );
}

export function operatorId(value: string, current: string): Check {
  const v = value.trim();
  if (required(v)) return 'validation.required';
  if (!OPERATOR_ID.test(v)) return 'validation.operatorIdInvalid';
  return v === current ? 'validation.operatorIdSame' : null;
}

export function feedback(subject: string, content: string): Check {
  return subject.trim() && content.trim() ? null : 'validation.feedbackRequired';
}

export function image(file: { type: string; size: number }): Check {
  if (!file.type.startsWith('image/')) return 'validation.imageOnly';
  return file.size > MAX_IMAGE_BYTES ? 'validation.imageTooLarge' : null;
}
