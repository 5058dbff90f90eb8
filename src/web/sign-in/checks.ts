import { issueText } from './call.ts';
import type { Texts } from './texts.ts';

// The account forms' checks before sending, as the shared schemas (shared/schemas/account.ts) make them on the
// server, which checks again: a field's first broken rule, or undefined.
type Check = (value: string) => [key: string, params?: Record<string, unknown>] | undefined;

export const checks = {
  required: (value) => (value.trim() === '' ? ['required'] : undefined),
  username: (value) => {
    const v = value.trim();
    if (v === '') return ['required'];
    if (v.length < 3) return ['tooShort', { min: 3 }];
    if (v.length > 30) return ['tooLong', { max: 30 }];
    return /^[a-zA-Z0-9_.-]+$/.test(v) ? undefined : ['usernameChars'];
  },
  email: (value) => {
    const v = value.trim();
    if (v === '') return ['required'];
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254 ? undefined : ['email'];
  },
  code: (value) => {
    const v = value.trim();
    if (v === '') return ['required'];
    return /^\d{6}$/.test(v) ? undefined : ['codeDigits'];
  },
  newPassword: (value) => {
    if (value === '') return ['required'];
    if (value.length < 8) return ['tooShort', { min: 8 }];
    return value.length > 128 ? ['tooLong', { max: 128 }] : undefined;
  },
  typedPassword: (value) => (value === '' ? ['required'] : undefined),
} satisfies Record<string, Check>;

/**
 * Each field's message, or none: the values checked by their rules, and a repeated password against the first.
 * The first field with a message gets the cursor (`focusFirst`).
 */
export function problems<V extends Record<string, string>>(
  t: Texts,
  values: V,
  rules: Partial<Record<keyof V, Check>>,
  repeat?: { field: keyof V; of: keyof V },
): Partial<Record<keyof V, string>> {
  const found: Partial<Record<keyof V, string>> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const broken = rules[field]?.(values[field] ?? '');
    if (broken) found[field] = issueText(t, broken[0], broken[1]);
  }
  if (repeat && !found[repeat.field] && values[repeat.field] !== values[repeat.of]) {
    found[repeat.field] = issueText(t, 'passwordsDiffer');
  }
  return found;
}

/** Puts the cursor into the first field (in the form's order) that has a message. */
export function focusFirst(form: HTMLFormElement | null, fields: Record<string, string | undefined>): void {
  const first = [...(form?.querySelectorAll('input') ?? [])].find((input) => fields[input.id]);
  first?.focus();
}
