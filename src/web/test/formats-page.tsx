import { screen } from '@testing-library/react';
import type { Format } from '../../shared/schemas/formats.ts';
import { FormatsPage } from '../features/formats/routes/formats-page.tsx';
import { renderPage } from './render.tsx';

/** The server's answer to a stored format's PUT: the format as sent, with its id and version. */
export const saved = (body: unknown): Format => ({ ...(body as Format), id: 'f1', version: 1 });

/** The stored formats' page, empty, with its "New format" dialog open; `routes` answer besides the list and PUT. */
export async function openNewFormat(language: 'en' | 'de', routes: Record<string, unknown> = {}) {
  const page = await renderPage(<FormatsPage />, {
    language,
    api: { 'GET /formats': { items: [] }, 'PUT /formats': saved, ...routes },
  });
  await page.user.click(
    await screen.findByRole('button', { name: language === 'de' ? 'Format hinzufügen' : 'Add format' }),
  );
  const dialog = screen.getByRole('dialog', { name: language === 'de' ? 'Neues Format' : 'New format' });
  return { ...page, dialog };
}
