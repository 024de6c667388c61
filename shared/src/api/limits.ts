/**
 * The longest text the API takes in each field: one table for the client's fields (`maxLength`)
 * and the sandbox's checks (a longer value answers 400 with `data: {error: 'too_long', field,
 * max}`); sandbox-api/README.md "Field limits" is the contract. In UTF-16 code units, as the
 * browser's `maxlength` counts. No imports: the sandbox reads it as it reads the API types.
 */
export const FIELD_LIMITS = {
  // login and registration
  username: 32,
  nickname: 32,
  password: 128,
  confirm_password: 128,
  email: 120,
  phone: 20,
  license_key: 32,
  // change of the login password (/update/password; its confirm_password is the one above)
  old_password: 128,
  new_password: 128,
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

export type LimitedField = keyof typeof FIELD_LIMITS;
