import { CodeForm } from '../components/code-form.tsx';

/** Sets a new password with the code from the reset mail (SPEC.md: ForgotConfirm). */
export function ForgotConfirmPage() {
  return <CodeForm purpose="forgotConfirm" />;
}
