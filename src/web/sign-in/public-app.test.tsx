import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeNotice } from '../lib/handoff-store.ts';
import { mockApi, reply, type ApiRoutes } from '../test/api.ts';
import { PublicApp } from './public-app.tsx';
import { storeLanguage } from './texts.ts';

const signedOut = { 'GET /account/session': { me: null }, 'GET /config': { mailbox: false } };

/** The light public entry at `path` (with its history state), in `language`, the API answering `api`. */
function open(path: string, api: ApiRoutes, language: 'en' | 'de' = 'en', state: unknown = null) {
  storeLanguage(language);
  history.replaceState(state, '', path);
  const server = mockApi({ ...signedOut, ...api });
  const user = userEvent.setup({ delay: null });
  render(<PublicApp />);
  return { server, user };
}

/** A field by its name as read out (the required mark is not). */
const textbox = (name: string) => screen.getByRole('textbox', { name });
/** A password field by its label: password inputs have no role. */
const password = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`), { selector: 'input' });

afterEach(() => storeLanguage('en'));

describe('Register', () => {
  it('names every empty field and puts the cursor in the first, sending nothing', async () => {
    const { user, server } = open('/register', {});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(document.activeElement).toBe(textbox('Username'));
    expect(server.sent('POST /account/register')).toEqual([]);
  });

  it('checks the e-mail and the repeated password before sending', async () => {
    const { user, server } = open('/register', {});
    await user.type(textbox('Username'), 'someone');
    await user.type(textbox('E-mail'), 'not-an-address');
    await user.type(password('Password'), 'long enough');
    await user.type(password('Repeat password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(password('Repeat password').getAttribute('aria-invalid')).toBe('true');
    expect(password('Password').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(textbox('E-mail'));
    expect(server.sent('POST /account/register')).toEqual([]);
  });

  it('in German: registers the account in German and opens Activate with the notice and the name filled in', async () => {
    const registered = {
      code: 'REGISTERED',
      message: 'Welcome! We have sent you an e-mail with your activation code.',
    };
    const { user, server } = open('/register', { 'POST /account/register': registered }, 'de');
    expect(screen.getByText('* Pflichtfelder')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(4);

    await user.type(textbox('Benutzername'), 'jemand');
    await user.type(textbox('E-Mail'), 'jemand@example.com');
    await user.type(password('Passwort'), 'lang genug');
    await user.type(password('Passwort wiederholen'), 'lang genug');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(
      await screen.findByText('Willkommen! Wir haben Ihnen eine E-Mail mit Ihrem Aktivierungscode geschickt.'),
    ).toBeTruthy();
    expect(server.sent('POST /account/register')).toEqual([
      { username: 'jemand', email: 'jemand@example.com', password: 'lang genug', language: 'de' },
    ]);
    expect(location.pathname).toBe('/activate');
    expect(screen.getByRole('heading', { name: 'Konto aktivieren', level: 1 })).toBeTruthy();
    expect(textbox('Benutzername oder E-Mail')).toHaveProperty('value', 'jemand');
  });

  it('puts a refusal of the server under the field it names', async () => {
    const refused = reply(400, { code: 'INVALID', field: 'email', key: 'tooLong', params: { max: 254 }, message: '…' });
    const { user, server } = open('/register', { 'POST /account/register': refused });
    await user.type(textbox('Username'), 'someone');
    await user.type(textbox('E-mail'), 'a@example.com');
    await user.type(password('Password'), 'long enough');
    await user.type(password('Repeat password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must have at most 254 characters')).toBeTruthy();
    expect(textbox('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('E-mail'));
    expect(server.sent('POST /account/register')).toHaveLength(1);
    expect(location.pathname).toBe('/register');
  });
});

describe('Activate and Set password', () => {
  const wrong = reply(400, { code: 'INVALID_ACTIVATION', message: 'Wrong code or password, or the code has expired.' });

  it('asks for the code and the password chosen at registration, says when either is wrong, then opens Login', async () => {
    const answers = [wrong, { code: 'CONFIRMED', message: 'Your account is active. Please log in.' }];
    const { user, server } = open('/activate', { 'POST /account/activate': () => answers.shift() });
    expect(screen.getByText('Enter the 6-digit code from the activation mail and your password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(server.sent('POST /account/activate')).toEqual([]);

    await user.type(textbox('Username or e-mail'), 'anna');
    await user.type(textbox('Code (6 digits)'), '12345');
    await user.type(password('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByText('The code has 6 digits')).toBeTruthy();
    await user.type(textbox('Code (6 digits)'), '6');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Wrong code or password, or the code has expired.',
    );

    await user.clear(password('Password'));
    await user.type(password('Password'), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Your account is active. Please log in.')).toBeTruthy();
    expect(server.sent('POST /account/activate')).toEqual([
      { login: 'anna', code: '123456', password: 'not-my-password' },
      { login: 'anna', code: '123456', password: 'correct-horse-9' },
    ]);
    expect(location.pathname).toBe('/login');
    expect(textbox('Username or e-mail')).toHaveProperty('value', 'anna');
  });

  it('in German, opened from the mail’s link: the code is filled in and the password activates and signs in', async () => {
    const { user, server } = open('/activate#login=anna&code=654321', { 'POST /account/activate': wrong }, 'de');
    expect(screen.getByText('Der Code aus Ihrer Mail ist eingetragen.')).toBeTruthy();
    expect(textbox('Code (6 Ziffern)')).toHaveProperty('value', '654321');
    await user.type(password('Passwort'), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Aktivieren und anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Code oder Passwort falsch, oder der Code ist abgelaufen.',
    );
    expect(server.sent('POST /account/activate')).toEqual([
      { login: 'anna', code: '654321', password: 'correct-horse-9', signIn: true },
    ]);
  });

  it('Set password asks for the new one twice and sends a new code on request', async () => {
    const sent = { code: 'RESET_CODE_SENT', message: '…' };
    const { user, server } = open('/forgotConfirm', { 'POST /account/forgot': sent }, 'en', {
      carry: { login: 'anna' },
    });
    await user.type(textbox('Code (6 digits)'), '123456');
    await user.type(password('New password'), 'short');
    await user.type(password('Repeat new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Must have at least 8 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('If the account exists, a code to reset the password was sent to its e-mail.'),
    ).toBeTruthy();
    expect(server.sent('POST /account/forgot')).toEqual([{ login: 'anna' }]);
  });
});

describe('a team invitation', () => {
  const info = {
    id: 'inv-1',
    email: 'eva@example.com',
    inviter: 'Anna',
    workspace: 'Druck & Co',
    role: 'member',
    status: 'pending',
  };

  it('signed out: offers to register with the invited address, which Register takes along', async () => {
    const { user } = open('/invitation/inv-1', { 'GET /invitations/inv-1': info });
    expect(await screen.findByRole('heading', { name: 'Anna invites you to Druck & Co', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Finvitation%2Finv-1');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(location.pathname).toBe('/register');
    expect(textbox('E-mail')).toHaveProperty('value', 'eva@example.com');
  });

  it('signed in, in German: asks, and declining asks once more what follows; the staff app says it', async () => {
    const { user, server } = open(
      '/invitation/inv-1',
      {
        'GET /invitations/inv-1': info,
        'GET /account/session': { me: null, invitation: info },
        'POST /invitations/inv-1/decline': reply(204),
      },
      'de',
    );
    expect(await screen.findByRole('heading', { name: 'Arbeitsbereich Druck & Co beitreten?', level: 1 })).toBeTruthy();
    expect(screen.getByText('Anna hat Sie als Mitglied eingeladen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Einladung zu Druck & Co ablehnen?' });
    expect(dialog.textContent).toContain('Sie erhalten stattdessen einen eigenen Arbeitsbereich.');
    expect(server.sent('POST /invitations/inv-1/decline')).toEqual([]);
    // The focus stays in the question: from its last button Tab goes back to its first.
    expect(document.activeElement?.textContent).toBe('Abbrechen');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Ablehnen');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Abbrechen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const confirm = screen.getByRole('dialog').querySelector('button.submit')!;
    await user.click(confirm);
    await vi.waitFor(() => expect(server.sent('POST /invitations/inv-1/decline')).toHaveLength(1));
    expect(takeNotice()).toEqual({ text: 'Sie haben die Einladung zu Druck & Co abgelehnt', variant: 'success' });
  });

  it('an unknown or closed invitation says so', async () => {
    open('/invitation/gone', { 'GET /invitations/gone': reply(404, { code: 'NOT_FOUND', message: '…' }) });
    expect(await screen.findByText('This invitation does not exist. Check the link in the mail.')).toBeTruthy();
  });
});
