/** The change of login password, field by field (rules.newLoginPassword split per field). */
import { rules } from '@adnet/shared';

export type Name = 'old_password' | 'new_password' | 'confirm_password';
export type Errors = Partial<Record<Name, string | null>>;

/** Field-level keys (common namespace) of rules.newLoginPassword, one per field. */
export function loginPasswordErrors(oldPw: string, newPw: string, confirm: string): Errors {
  return {
    old_password: rules.required(oldPw),
    new_password:
      rules.required(newPw) ?? (oldPw && oldPw === newPw ? 'validation.passwordSameAsOld' : null),
    confirm_password: rules.passwordsMatch(newPw, confirm),
  };
}
