import { describe, expect, it } from 'vitest';
import { initialPayFlow, type PayFlowState, payFlowReducer } from './pay-password-flow';

function typeIn(state: PayFlowState, text: string) {
  return payFlowReducer(state, { type: 'input', text });
}
function next(state: PayFlowState) {
  return payFlowReducer(state, { type: 'next' });
}

describe('the transaction password steps', () => {
  it('asks for the old password only when one is set', () => {
    expect(initialPayFlow(true).steps).toEqual(['old', 'new', 'confirm']);
    expect(initialPayFlow(false).steps).toEqual(['new', 'confirm']);
    expect(initialPayFlow(false).step).toBe('new');
  });

  it('strips non-digits and keeps at most six', () => {
    let s = typeIn(initialPayFlow(false), '12a-3 4');
    expect(s.values.new).toBe('1234');
    s = typeIn(s, '123456789');
    expect(s.values.new).toBe('123456');
    s = payFlowReducer(s, { type: 'digit', digit: '7' });
    expect(s.values.new).toBe('123456');
  });

  it('types and deletes single digits', () => {
    let s = initialPayFlow(false);
    s = payFlowReducer(s, { type: 'digit', digit: '4' });
    s = payFlowReducer(s, { type: 'digit', digit: 'x' });
    s = payFlowReducer(s, { type: 'digit', digit: '2' });
    expect(s.values.new).toBe('42');
    s = payFlowReducer(s, { type: 'delete' });
    expect(s.values.new).toBe('4');
  });

  it('does not move on before six digits', () => {
    const s = next(typeIn(initialPayFlow(false), '12345'));
    expect(s.step).toBe('new');
    expect(s.error).toBe('validation.payPasswordSixDigits');
  });

  it('goes old → new → confirm and is done when both entries match', () => {
    let s = initialPayFlow(true);
    s = next(typeIn(s, '111111'));
    // the old entry is checked with the server before the new one is asked for
    expect(s.step).toBe('old');
    expect(s.verify).toBe(true);
    expect(s.done).toBe(false);
    s = payFlowReducer(s, { type: 'verified' });
    expect(s.step).toBe('new');
    expect(s.verify).toBe(false);
    s = next(typeIn(s, '222222'));
    expect(s.step).toBe('confirm');
    s = next(typeIn(s, '222222'));
    expect(s.done).toBe(true);
    expect(s.values).toEqual({ old: '111111', new: '222222', confirm: '222222' });
  });

  it('rejects a confirmation that differs, and empties it', () => {
    let s = next(typeIn(initialPayFlow(false), '222222'));
    s = next(typeIn(s, '222223'));
    expect(s.done).toBe(false);
    expect(s.step).toBe('confirm');
    expect(s.error).toBe('validation.payPasswordMismatch');
    expect(s.values.confirm).toBe('');
    s = typeIn(s, '2');
    expect(s.error).toBeNull();
  });

  it('does not check an old entry shorter than six digits', () => {
    const s = next(typeIn(initialPayFlow(true), '11111'));
    expect(s.verify).toBe(false);
    expect(s.step).toBe('old');
    expect(s.error).toBe('validation.payPasswordSixDigits');
  });

  it('moves on only from a pending check of the old entry', () => {
    const fresh = initialPayFlow(true);
    expect(payFlowReducer(fresh, { type: 'verified' })).toBe(fresh);
    const atNew = initialPayFlow(false);
    expect(payFlowReducer(atNew, { type: 'verified' })).toBe(atNew);
  });

  it('a failed check goes back to the old entry, emptied, with the lockout if any', () => {
    const lock = {
      error: 'pay_password_locked' as const,
      locked_until: '2026-01-01T10:15:00Z',
      retry_after_seconds: 900,
    };
    let s = next(typeIn(initialPayFlow(true), '111111'));
    s = payFlowReducer(s, { type: 'checkFailed', lock: null, triesLeft: 3 });
    expect(s.step).toBe('old');
    expect(s.verify).toBe(false);
    expect(s.failedCheck).toEqual({ lock: null, triesLeft: 3 });
    expect(s.error).toBeNull();
    expect(s.values.old).toBe('');
    // typing again clears the failure
    expect(typeIn(s, '1').failedCheck).toBeNull();

    // the final /set/password refusing the old one: everything typed is emptied
    s = next(typeIn(initialPayFlow(true), '111111'));
    s = payFlowReducer(s, { type: 'verified' });
    s = next(typeIn(s, '222222'));
    s = next(typeIn(s, '222222'));
    expect(s.done).toBe(true);
    s = payFlowReducer(s, { type: 'checkFailed', lock });
    expect(s.step).toBe('old');
    expect(s.done).toBe(false);
    expect(s.failedCheck).toEqual({ lock, triesLeft: null });
    expect(s.values).toEqual({ old: '', new: '', confirm: '' });
  });

  it('starts over from the new entry on the confirm step only', () => {
    let s = initialPayFlow(true);
    expect(payFlowReducer(s, { type: 'restart' })).toBe(s);
    s = payFlowReducer(next(typeIn(s, '111111')), { type: 'verified' });
    s = next(typeIn(s, '222222'));
    s = typeIn(s, '22');
    s = payFlowReducer(s, { type: 'restart' });
    expect(s.step).toBe('new');
    expect(s.values).toEqual({ old: '111111', new: '', confirm: '' });
  });

  it('keeps every entry when the server did not take them for a reason of its own', () => {
    let s = next(typeIn(initialPayFlow(false), '222222'));
    s = next(typeIn(s, '222222'));
    expect(s.done).toBe(true);
    s = payFlowReducer(s, { type: 'unsent' });
    expect(s.done).toBe(false);
    expect(s.step).toBe('confirm');
    expect(s.values).toEqual({ old: '', new: '222222', confirm: '222222' });
  });

  it('goes back to the step the server refused, emptying it and what followed', () => {
    let s = initialPayFlow(true);
    s = next(typeIn(s, '111111'));
    s = payFlowReducer(s, { type: 'verified' });
    s = next(typeIn(s, '222222'));
    s = next(typeIn(s, '222222'));
    s = payFlowReducer(s, { type: 'fail', step: 'new', error: 'errors.reason.password_mismatch' });
    expect(s.step).toBe('new');
    expect(s.done).toBe(false);
    expect(s.error).toBe('errors.reason.password_mismatch');
    expect(s.values).toEqual({ old: '111111', new: '', confirm: '' });
  });
});
