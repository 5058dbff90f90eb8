import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACTIVATION_MAIL, codeFromMail } from './mailbox.ts';
import type { User } from './users.ts';

/** A textbox by its label; password inputs included (their accessible role is textbox too). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills and sends the Register form; ends on Activate. */
export async function register(page: Page, user: User): Promise<void> {
  await page.goto('/register');
  await field(page, 'Username').fill(user.username);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Repeat password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Welcome! We have sent you an e-mail with your activation code.')).toBeVisible();
  await expect(page).toHaveURL(/\/activate$/);
}

/** On Activate: enters the code and the password chosen at registration and sends them; ends on Login. */
export async function activate(page: Page, code: string, password: string): Promise<void> {
  await field(page, 'Code (6 digits)').fill(code);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Your account is active. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Registers and activates through the UI, reading the code through the Mailbox API for speed. */
export async function registerAndActivate(page: Page, user: User): Promise<void> {
  await register(page, user);
  await activate(page, await codeFromMail(page.request, user.email, ACTIVATION_MAIL), user.password);
}

/**
 * Registers and activates through the API: the fixtures' accounts. The forms themselves have their own
 * journeys (register, activation, login specs); through the API each test starts seconds sooner. The owner's
 * first step, the buying company, is set too (onboarding.spec.ts has it in the browser). The session that set it
 * stays signed in.
 */
export async function registerByApi(request: APIRequestContext, user: User): Promise<void> {
  const { username, email, password } = user;
  expect((await request.post('/api/account/register', { data: { username, email, password } })).ok()).toBe(true);
  const code = await codeFromMail(request, email, ACTIVATION_MAIL);
  expect((await request.post('/api/account/activate', { data: { login: username, code, password } })).ok()).toBe(true);
  await logInByApi(request, user);
  const company = { name: `${username} GmbH`, address: 'Druckweg 1\n10115 Berlin' };
  expect((await request.post('/api/workspace', { data: company })).ok()).toBe(true);
}

/** On the welcome page an owner meets at the first login: saves the buying company and goes on. */
export async function setBuyingCompany(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Who is buying?', level: 1 })).toBeVisible();
  await field(page, 'Company name').fill(name);
  await field(page, 'Address').fill('Hafenstraße 1\n20457 Hamburg');
  await page.getByRole('button', { name: 'Save company' }).click();
}

/** Signs in through the API; the browser context shares the session cookie. */
export async function logInByApi(request: APIRequestContext, user: User): Promise<void> {
  const response = await request.post('/api/account/login', {
    data: { login: user.username, password: user.password },
  });
  expect(response.ok()).toBe(true);
}

/** On Login: fills and sends the form (the login name may be prefilled already). */
export async function logIn(page: Page, login: string, password: string): Promise<void> {
  // The address changes before the page does: Activate and Set password have the same two fields, and a password
  // typed into one of theirs as Login replaced it went into Login's focused name field (a CI failure).
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await field(page, 'Username or e-mail').fill(login);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
