/**
 * The one transaction-password flow of /ad-center/edit-pay-password and /wallet/set-password
 * (docs/product/transaction-password.md#transaction-password.flow), drawn by PayPasswordFlow.
 * The steps of setting or changing the transaction password: the old one (only when one is set), the
 * new one, then the same again. Each entry is six digits; anything else is stripped.
 *
 * The old entry is checked with the server (/check/password) before the new one is asked
 * for: `verify` tells the caller to check it, `verified` moves on, and `checkFailed` is what
 * any failed transaction-password check shows
 * (docs/product/transaction-password.md#transaction-password.failed-check): the shared error text
 * (with the lockout line when the server locked the check), the entry emptied.
 */
import { type LockoutErrorData, rules } from '@adnet/shared';

export type PayStep = 'old' | 'new' | 'confirm';

export interface PayFlowState {
  steps: PayStep[];
  step: PayStep;
  values: Record<PayStep, string>;
  /** i18n key (common namespace) of the message under the cells */
  error: string | null;
  /**
   * a failed check of the current password, with the server's lockout if any, or how many wrong
   * ones the lock still allows when the server said so
   */
  failedCheck: { lock: LockoutErrorData | null; triesLeft?: number | null } | null;
  /** the old entry has six digits: the caller checks it with the server, then `verified` */
  verify: boolean;
  /** all three entries are valid: the caller submits */
  done: boolean;
}

export type PayFlowAction =
  | { type: 'input'; text: string }
  | { type: 'digit'; digit: string }
  | { type: 'delete' }
  | { type: 'next' }
  | { type: 'verified' }
  | { type: 'checkFailed'; lock: LockoutErrorData | null; triesLeft?: number | null }
  | { type: 'fail'; step: PayStep; error: string }
  | { type: 'restart' }
  | { type: 'unsent' }
  | { type: 'reset'; hasOld: boolean }
  | { type: 'replace'; state: PayFlowState };

export function initialPayFlow(hasOld: boolean): PayFlowState {
  const steps: PayStep[] = hasOld ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
  return {
    steps,
    step: steps[0]!,
    values: { old: '', new: '', confirm: '' },
    error: null,
    failedCheck: null,
    verify: false,
    done: false,
  };
}

export function isComplete(value: string): boolean {
  return rules.payPassword(value) === null;
}

function setValue(state: PayFlowState, raw: string): PayFlowState {
  const value = rules.stripToPayPassword(raw);
  return {
    ...state,
    values: { ...state.values, [state.step]: value },
    error: null,
    failedCheck: null,
    verify: false,
    done: false,
  };
}

export function payFlowReducer(state: PayFlowState, action: PayFlowAction): PayFlowState {
  switch (action.type) {
    case 'input':
      return setValue(state, action.text);
    case 'digit':
      return setValue(state, state.values[state.step] + action.digit);
    case 'delete':
      return setValue(state, state.values[state.step].slice(0, -1));
    case 'next': {
      const value = state.values[state.step];
      const invalid = rules.payPassword(value);
      if (invalid) return { ...state, error: invalid };
      if (state.step === 'old') return { ...state, error: null, failedCheck: null, verify: true };
      if (state.step === 'confirm') {
        const mismatch = rules.payPasswordsMatch(state.values.new, value);
        if (mismatch) {
          return { ...state, values: { ...state.values, confirm: '' }, error: mismatch };
        }
        return { ...state, error: null, done: true };
      }
      const next = state.steps[state.steps.indexOf(state.step) + 1]!;
      return { ...state, step: next, error: null };
    }
    case 'verified': {
      if (state.step !== 'old' || !state.verify) return state;
      return { ...state, step: 'new', verify: false, error: null };
    }
    case 'checkFailed': {
      // Back to the current password, emptied, and what followed it too.
      const values = { old: '', new: '', confirm: '' };
      return {
        ...state,
        step: state.steps[0]!,
        values,
        error: null,
        failedCheck: { lock: action.lock, triesLeft: action.triesLeft ?? null },
        verify: false,
        done: false,
      };
    }
    case 'fail': {
      // The server refused: go back to the entry it refused, emptied, with its message.
      const values = { ...state.values };
      const from = state.steps.indexOf(action.step);
      for (const s of state.steps.slice(Math.max(0, from))) values[s] = '';
      return {
        ...state,
        step: action.step,
        values,
        error: action.error || null,
        failedCheck: null,
        verify: false,
        done: false,
      };
    }
    case 'restart': {
      // "Start over" (and back) on the confirm step: the new entry again, both emptied.
      if (state.step !== 'confirm') return state;
      return {
        ...state,
        step: 'new',
        values: { ...state.values, new: '', confirm: '' },
        error: null,
        failedCheck: null,
        verify: false,
        done: false,
      };
    }
    case 'unsent':
      // The server did not take it for a reason of its own: everything typed stays.
      return { ...state, verify: false, done: false };
    case 'reset':
      return initialPayFlow(action.hasOld);
    case 'replace':
      return action.state;
  }
}
