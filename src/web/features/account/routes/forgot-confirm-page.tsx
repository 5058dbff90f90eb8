import { CodeForm } from '../components/code-form.tsx';

/** Sets a new password with the code from the reset mail. */
export function ForgotConfirmPage() {
  return <CodeForm purpose="forgotConfirm" />;
}
