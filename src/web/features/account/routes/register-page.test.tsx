import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

/** A password field by its label (its input has no role); its required mark aside. */
const password = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`), { selector: 'input' });

const registered = { code: 'REGISTERED', message: 'Welcome! We have sent you an e-mail with your activation code.' };

async function openRegister(language: 'en' | 'de') {
  const page = await renderPage(<RegisterPage />, {
    language,
    path: '/register',
    api: { 'POST /account/register': registered },
  });
  const submit = () => page.user.click(screen.getByRole('button', { name: /^(Register|Registrieren)$/ }));
  return { ...page, submit };
}

describe('the register page', () => {
  it('names every empty field and puts the cursor in the first', async () => {
    const { submit, server } = await openRegister('en');
    await submit();
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(server.sent('POST /account/register')).toEqual([]);
  });

  it('checks the e-mail and the repeated password before sending', async () => {
    const { submit, server, user, router } = await openRegister('en');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'someone');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(password('Password'), 'long enough');
    await user.type(password('Repeat password'), 'something else');
    await submit();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(password('Repeat password').getAttribute('aria-invalid')).toBe('true');
    expect(password('Password').getAttribute('aria-invalid')).toBe('false');
    expect(server.sent('POST /account/register')).toEqual([]);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('in German: the same rules in German, and the account is registered in German', async () => {
    const { submit, server, user, router } = await openRegister('de');
    expect(screen.getByText('* Pflichtfelder')).toBeTruthy();
    await submit();
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(4);

    await user.type(screen.getByRole('textbox', { name: 'Benutzername' }), 'jemand');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'jemand@example.com');
    await user.type(password('Passwort'), 'lang genug');
    await user.type(password('Passwort wiederholen'), 'lang genug');
    await submit();
    expect(
      await screen.findByText('Willkommen! Wir haben Ihnen eine E-Mail mit Ihrem Aktivierungscode geschickt.'),
    ).toBeTruthy();
    expect(server.sent('POST /account/register')).toEqual([
      { username: 'jemand', email: 'jemand@example.com', password: 'lang genug', language: 'de' },
    ]);
    expect(router.state.location).toMatchObject({ pathname: '/activate', state: { login: 'jemand' } });
  });
});
