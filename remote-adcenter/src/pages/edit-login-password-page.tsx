/** /ad-center/edit-login-password: the passwords feature's form; success ends the session. */
import { LoginPasswordForm } from '../features/passwords/components/login-password-form';

export function EditLoginPasswordPage() {
  return <LoginPasswordForm />;
}
