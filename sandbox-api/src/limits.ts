/**
 * The longest text the API takes in each field, in UTF-16 code units (what a browser's
 * `maxlength` counts). Longer answers 400 with `data: {error: 'too_long', field, max}`.
 * The client's fields carry the same maxima (`shared/src/ui/field-limits.ts`; a unit test
 * keeps the two equal). README "Field limits" is the table.
 */
export const LIMITS = {
  // login and registration
  username: 32,
  nickname: 32,
  password: 128,
  confirm_password: 128,
  email: 120,
  phone: 20,
  license_key: 32,
  // ad centre
  operator_id: 16,
  subject: 100,
  content: 2000,
  // card binding
  card_name: 60,
  user_name: 60,
  mobile: 20,
  bank_account: 40,
  branch_name: 100,
  bank_address: 200,
  wallet_address: 100,
  network: 20,
  // foreign exchange
  acceptance_code: 32,
} as const;

export type LimitedField = keyof typeof LIMITS;
