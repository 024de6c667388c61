/** Bank card / wallet address binding: the form model, its checks and change detection. */
import type { WithdrawMethodConfig } from '@adnet/shared';
import { EMPTY_BANK_CARD, rules } from '@adnet/shared';
import type { BankCard } from './api';

export type Method = BankCard['method'];

export const BANK_FIELDS = [
  'card_name',
  'user_name',
  'mobile',
  'bank_account',
  'branch_name',
  'bank_address',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

export const WALLET_FIELDS = ['wallet_address', 'network'] as const;
export type WalletField = (typeof WALLET_FIELDS)[number];

export type CardForm = Omit<BankCard, 'method'>;

const { method: _method, ...emptyFields } = EMPTY_BANK_CARD;
/** The form before anything is typed or bound: the contract's empty card, without its method. */
export const EMPTY_FORM: CardForm = emptyFields;

export function formFrom(card: BankCard | null): CardForm {
  if (!card) return { ...EMPTY_FORM };
  const { method: _method, ...rest } = card;
  return { ...EMPTY_FORM, ...rest };
}

const BANK_ACCOUNT = /^[A-Za-z0-9 -]{6,40}$/;
const WALLET_ADDRESS = /^[A-Za-z0-9]{20,100}$/;

export type FormErrors = Partial<Record<BankField | WalletField, string>>;

/** Keys are in the common namespace, except those starting with "wallet:". */
export function validateCard(method: Method, form: CardForm): FormErrors {
  const errors: FormErrors = {};
  if (method === 'bank_card') {
    for (const f of BANK_FIELDS) {
      const e = rules.required(form[f]);
      if (e) errors[f] = e;
    }
    if (!errors.mobile) {
      const e = rules.phone(form.mobile);
      if (e) errors.mobile = e;
    }
    if (!errors.bank_account && !BANK_ACCOUNT.test(form.bank_account.trim())) {
      errors.bank_account = 'wallet:bindCard.invalidAccount';
    }
  } else {
    const address = rules.required(form.wallet_address);
    if (address) errors.wallet_address = address;
    else if (!WALLET_ADDRESS.test(form.wallet_address.trim())) {
      errors.wallet_address = 'wallet:bindCard.invalidAddress';
    }
    const network = rules.required(form.network);
    if (network) errors.network = network;
  }
  return errors;
}

/** Whether the fields of `method` differ from what is bound (always true when nothing is). */
export function hasChanged(method: Method, form: CardForm, bound: BankCard | null): boolean {
  if (!isBound(bound, method)) return fieldsOf(method).some((f) => form[f].trim() !== '');
  const before = formFrom(bound);
  return fieldsOf(method).some((f) => form[f].trim() !== before[f].trim());
}

export function fieldsOf(method: Method): readonly (BankField | WalletField)[] {
  return method === 'bank_card' ? BANK_FIELDS : WALLET_FIELDS;
}

/** The body of /bank_card/edit: trimmed fields, the other method's kept as bound. */
export function editBody(method: Method, form: CardForm): BankCard {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, String(v).trim()]),
  ) as CardForm;
  return { method, ...trimmed };
}

/** Whether a destination for `method` is bound. */
export function isBound(card: BankCard | null, method: Method): boolean {
  if (!card) return false;
  return method === 'bank_card'
    ? card.bank_account.trim() !== ''
    : card.wallet_address.trim() !== '';
}

/**
 * An account number as it is shown anywhere but the field it is typed in: its last four
 * characters after four stars ("****6789"); nothing for nothing.
 */
export function maskAccount(account: string): string {
  const compact = account.replace(/[\s-]/g, '');
  return compact ? `****${compact.slice(-4)}` : '';
}

/** A wallet address shortened to its first six and last four characters ("TXa1b2…9z8y"). */
export function maskAddress(address: string): string {
  const a = address.trim();
  return a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a;
}

/** "Bank of Demo ****6789" / "TRC20 TXa1b2…9z8y" */
export function describeDestination(card: BankCard, method: Method): string {
  if (method === 'bank_card')
    return `${card.card_name.trim()} ${maskAccount(card.bank_account)}`.trim();
  return `${card.network} ${maskAddress(card.wallet_address)}`.trim();
}

/** Whether anything is bound: changing it then needs the transaction password. */
export function hasPayout(card: BankCard | null): boolean {
  return isBound(card, 'bank_card') || isBound(card, 'wallet_address');
}

/** The methods withdraw_method_config allows, bank card first. */
export function allowedMethods(config: WithdrawMethodConfig | null | undefined): Method[] {
  if (!config) return [];
  const out: Method[] = [];
  if (config.bank_card) out.push('bank_card');
  if (config.wallet_address) out.push('wallet_address');
  return out;
}
