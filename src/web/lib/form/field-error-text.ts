import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { parseIssue } from '../../../shared/validation.ts';
import { issueText } from '../error-message.ts';

/**
 * The text under a form field. A server's error arrives as text already; the schemas' messages are
 * validation issues (a key with parameters, src/shared/validation.ts), shown in the interface language.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return error.type === 'server' ? message : issueText(t, parseIssue(message));
}
