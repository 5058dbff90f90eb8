import { CodeForm } from '../components/code-form.tsx';

/** Activates a new account with the code from the activation mail. */
export function ActivatePage() {
  return <CodeForm purpose="activate" />;
}
