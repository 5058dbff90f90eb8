import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ActivatePage } from './activate-page.tsx';

/** A password field by its label (its input has no role); its required mark aside. */
const password = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`), { selector: 'input' });

const wrong = reply(400, {
  code: 'INVALID_ACTIVATION',
  message: 'Wrong code or password, or the code has expired.',
});

const noMailbox = { mailbox: false };

describe('the activate page', () => {
  it('asks for the password chosen at registration with the code, and says when either is wrong', async () => {
    const answers = [wrong, { code: 'CONFIRMED', message: 'Your account is active. Please log in.' }];
    const { user, server, router } = await renderPage(<ActivatePage />, {
      path: '/activate',
      api: { 'GET /config': noMailbox, 'POST /account/activate': () => answers.shift() },
    });
    expect(screen.getByText('Enter the 6-digit code from the activation mail and your password.')).toBeTruthy();
    const submit = () => user.click(screen.getByRole('button', { name: 'Activate' }));
    await submit();
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(password('Password').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent('POST /account/activate')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Username or e-mail' }), 'anna');
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123456');
    await user.type(password('Password'), 'not-my-password');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Wrong code or password, or the code has expired.',
    );

    await user.clear(password('Password'));
    await user.type(password('Password'), 'correct-horse-9');
    await submit();
    expect(await screen.findByText('Your account is active. Please log in.')).toBeTruthy();
    expect(server.sent('POST /account/activate')).toEqual([
      { login: 'anna', code: '123456', password: 'not-my-password' },
      { login: 'anna', code: '123456', password: 'correct-horse-9' },
    ]);
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { login: 'anna' } });
  });

  it('in German, opened from the mail’s link: the code is filled in and the password activates and signs in', async () => {
    const { user, server } = await renderPage(<ActivatePage />, {
      language: 'de',
      path: '/activate#login=anna&code=654321',
      api: { 'GET /config': noMailbox, 'POST /account/activate': wrong },
    });
    expect(screen.getByText('Der Code aus Ihrer Mail ist eingetragen.')).toBeTruthy();
    await user.type(password('Passwort'), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Aktivieren und anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Code oder Passwort falsch, oder der Code ist abgelaufen.',
    );
    expect(server.sent('POST /account/activate')).toEqual([
      { login: 'anna', code: '654321', password: 'correct-horse-9', signIn: true },
    ]);
  });
});
