/**
 * The steps of changing the transaction password: the old one (only when one is set), the
 * new one, then the same again. Each entry is six digits; anything else is stripped.
 */
import { rules } from '@adnet/shared';

export type PayStep = 'old' | 'new' | 'confirm';

export interface PayFlowState {
  steps: PayStep[];
  step: PayStep;
  values: Record<PayStep, string>;
  /** i18n key (common namespace) of the message under the cells */
  error: string | null;
  /** all three entries are valid: the caller submits */
  done: boolean;
}

export type PayFlowAction =
  | { type: 'input'; text: string }
  | { type: 'digit'; digit: string }
  | { type: 'delete' }
  | { type: 'next' }
  | { type: 'fail'; step: PayStep; error: string }
  | { type: 'reset'; hasOld: boolean }
  | { type: 'replace'; state: PayFlowState };

export function initialPayFlow(hasOld: boolean): PayFlowState {
  const steps: PayStep[] = hasOld ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
  return {
    steps,
    step: steps[0]!,
    values: { old: '', new: '', confirm: '' },
    error: null,
    done: false,
  };
}

export function isComplete(value: string): boolean {
  return rules.payPassword(value) === null;
}

function setValue(state: PayFlowState, raw: string): PayFlowState {
  const value = rules.stripToPayPassword(raw);
  return { ...state, values: { ...state.values, [state.step]: value }, error: null, done: false };
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
    case 'fail': {
      // The server refused: go back to the entry it refused, emptied, with its message.
      const values = { ...state.values };
      const from = state.steps.indexOf(action.step);
      for (const s of state.steps.slice(Math.max(0, from))) values[s] = '';
      return { ...state, step: action.step, values, error: action.error || null, done: false };
    }
    case 'reset':
      return initialPayFlow(action.hasOld);
    case 'replace':
      return action.state;
  }
}
