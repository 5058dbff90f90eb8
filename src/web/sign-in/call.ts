import type { Texts } from './texts.ts';

/** An answer of the API as the light pages read it: no schemas here (no zod on these pages). */
export type Body = {
  code?: string;
  message?: string;
  field?: string;
  key?: string;
  params?: Record<string, string | number>;
  me?: { user: { email: string } } | null;
  invitation?: { id: string; email: string };
  [other: string]: unknown;
};
export type Answer = { ok: boolean; status: number; body: Body };

export async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: res.ok, status: res.status, body: ((await res.json().catch(() => ({}))) ?? {}) as Body };
}

/** A text with its `{{parameters}}` filled in, as i18next does for the staff app. */
export function fill(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A validation issue's text by its key, e.g. "Must have at least 8 characters". */
export function issueText(t: Texts, key: string, params?: Record<string, unknown>): string {
  const texts = t.validation as Record<string, string>;
  return fill(texts[key] ?? t.validation.invalid, params);
}

/** An error's text in the reader's language: its validation issue, else its code's text, else the server's. */
export function errorText(t: Texts, body: Body): string {
  if (body.code === 'INVALID' && body.key) return issueText(t, body.key, body.params);
  const texts = t.errors as Record<string, string>;
  return fill((body.code && texts[body.code]) || body.message || t.errors.UNEXPECTED, body.params);
}

/** A server notice ("Your account is active. Please log in.") in the reader's language. */
export function noticeText(t: Texts, body: Body): string {
  const texts = t.notices as Record<string, string>;
  return (body.code && texts[body.code]) || body.message || '';
}
