import { expect, type APIRequestContext } from '@playwright/test';
import { toDisplayDate } from '../../src/shared/dates.ts';
import type { StaffLanguage } from '../../src/shared/languages.ts';
import { inDays } from './sent-task.ts';

/** A day `days` from today as an English reader types it, dd/mm/yyyy. */
export const dayInDays = (days: number) => toDisplayDate(inDays(days), 'en');

let counter = 0;
/** A name no other test uses on the shared server. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${(counter += 1)}`;

async function create(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.put(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

export type Shop = { id: string; name: string; email: string; language: StaffLanguage };

/** A printshop of the signed-in user's workspace, through the staff API. */
export async function createShop(request: APIRequestContext, name: string, language: StaffLanguage): Promise<Shop> {
  const email = `${name.replace(/\W+/g, '-').toLowerCase()}@druck.example`;
  const { id } = await create(request, '/api/suppliers', { name, email, language });
  return { id, name, email, language };
}

/** A stored format, through the staff API. */
export async function createFormat(request: APIRequestContext, title: string): Promise<void> {
  const texts = (lang: string) => ({ weight: `135 g (${lang})`, personalisation: '', description: `Flyer (${lang})` });
  await create(request, '/api/formats', {
    title,
    format: 'A5',
    color: '4/4',
    perforation: '',
    fold: '',
    en: texts('en'),
    de: texts('de'),
    sk: texts('sk'),
  });
}

/** Saves the signed-in user's interface language; the user area applies it on the next load. */
export async function saveLanguage(request: APIRequestContext, language: StaffLanguage): Promise<void> {
  expect((await request.post('/api/account/settings', { data: { language, signature: '' } })).ok()).toBe(true);
}
