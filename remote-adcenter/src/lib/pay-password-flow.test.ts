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
    expect(s.step).toBe('new');
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

  it('goes back to the step the server refused, emptying it and what followed', () => {
    let s = initialPayFlow(true);
    s = next(typeIn(s, '111111'));
    s = next(typeIn(s, '222222'));
    s = next(typeIn(s, '222222'));
    s = payFlowReducer(s, { type: 'fail', step: 'old', error: 'errors.reason.wrong_old_password' });
    expect(s.step).toBe('old');
    expect(s.done).toBe(false);
    expect(s.error).toBe('errors.reason.wrong_old_password');
    expect(s.values).toEqual({ old: '', new: '', confirm: '' });
  });
});
