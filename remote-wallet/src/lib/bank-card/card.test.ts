import { describe, expect, it } from 'vitest';
import type { BankCard } from './api';
import {
  allowedMethods,
  describeDestination,
  EMPTY_FORM,
  editBody,
  formFrom,
  hasChanged,
  hasPayout,
  isBound,
  maskAccount,
  maskAddress,
  validateCard,
} from './card';

const card: BankCard = {
  method: 'bank_card',
  card_name: 'Bank of Demo',
  user_name: 'Demo Merchant',
  mobile: '+1 555 0100',
  bank_account: '6222020200123456789',
  branch_name: 'Downtown Branch',
  bank_address: '1 Market Street',
  wallet_address: '',
  network: '',
};

describe('card binding', () => {
  it('requires every bank field and checks the mobile and the account', () => {
    const errors = validateCard('bank_card', { ...EMPTY_FORM });
    expect(Object.keys(errors).sort()).toEqual(
      ['bank_account', 'bank_address', 'branch_name', 'card_name', 'mobile', 'user_name'].sort(),
    );
    expect(errors.card_name).toBe('validation.required');
    expect(validateCard('bank_card', { ...formFrom(card), mobile: 'abc' }).mobile).toBe(
      'validation.phone',
    );
    expect(validateCard('bank_card', { ...formFrom(card), bank_account: '12' }).bank_account).toBe(
      'wallet:bindCard.invalidAccount',
    );
    expect(validateCard('bank_card', formFrom(card))).toEqual({});
  });

  it('requires a wallet address and a network', () => {
    expect(validateCard('wallet_address', { ...EMPTY_FORM })).toEqual({
      wallet_address: 'validation.required',
      network: 'validation.required',
    });
    expect(
      validateCard('wallet_address', {
        ...EMPTY_FORM,
        wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0',
        network: 'TRC20',
      }),
    ).toEqual({});
  });

  it('sees a change only in the fields of the chosen method', () => {
    const form = formFrom(card);
    expect(hasChanged('bank_card', form, card)).toBe(false);
    expect(hasChanged('bank_card', { ...form, branch_name: 'Uptown' }, card)).toBe(true);
    expect(hasChanged('bank_card', { ...form, branch_name: 'Downtown Branch ' }, card)).toBe(false);
    expect(hasChanged('wallet_address', form, card)).toBe(false);
    expect(hasChanged('wallet_address', { ...form, network: 'TRC20' }, card)).toBe(true);
    expect(hasChanged('bank_card', { ...EMPTY_FORM }, null)).toBe(false);
    expect(hasChanged('bank_card', { ...EMPTY_FORM, card_name: 'x' }, null)).toBe(true);
  });

  it('knows what is bound and how to show it', () => {
    expect(isBound(card, 'bank_card')).toBe(true);
    expect(isBound(card, 'wallet_address')).toBe(false);
    expect(isBound(null, 'bank_card')).toBe(false);
    expect(describeDestination(card, 'bank_card')).toBe('Bank of Demo ****6789');
    expect(
      describeDestination(
        { ...card, wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0', network: 'TRC20' },
        'wallet_address',
      ),
    ).toBe('TRC20 TXa1b2…i9j0');
  });

  it('trims the body it sends', () => {
    expect(editBody('bank_card', { ...formFrom(card), user_name: '  Ann  ' }).user_name).toBe(
      'Ann',
    );
    expect(editBody('wallet_address', formFrom(card)).method).toBe('wallet_address');
  });

  it('lists the methods the config allows', () => {
    expect(allowedMethods(null)).toEqual([]);
    expect(allowedMethods({ bank_card: true, wallet_address: false, networks: [] })).toEqual([
      'bank_card',
    ]);
    expect(allowedMethods({ bank_card: true, wallet_address: true, networks: ['TRC20'] })).toEqual([
      'bank_card',
      'wallet_address',
    ]);
  });
});

describe('masked account numbers', () => {
  it('shows the last four characters after four stars, spaces and dashes left out', () => {
    expect(maskAccount('6222020200123456789')).toBe('****6789');
    expect(maskAccount('GB29 NWBK 6016 1331 9268 19')).toBe('****6819');
    expect(maskAccount('1234-5678')).toBe('****5678');
    expect(maskAccount('')).toBe('');
  });

  it('shortens a wallet address to its first six and last four characters', () => {
    expect(maskAddress('TXa1b2c3d4e5f6g7h8i9j0k1')).toBe('TXa1b2…j0k1');
    expect(maskAddress('short')).toBe('short');
  });

  it('knows when something is bound, so a change needs the transaction password', () => {
    expect(hasPayout(null)).toBe(false);
    expect(hasPayout(card)).toBe(true);
    expect(
      hasPayout({ ...card, bank_account: '', wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0k1' }),
    ).toBe(true);
    expect(hasPayout({ ...card, bank_account: ' ' })).toBe(false);
  });
});
