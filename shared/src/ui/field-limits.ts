/**
 * The longest text each field takes, the same as the API's maxima (sandbox-api/src/limits.ts;
 * a unit test keeps the two equal; sandbox-api/README.md "Field limits" is the contract). In
 * UTF-16 code units, as the browser's `maxlength` counts. No imports: the sandbox's test reads it.
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
