import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../../shared/schemas/formats.ts';
import { renderPage } from '../../../test/render.tsx';
import { FormatsPage } from './formats-page.tsx';

const texts = (weight: string, personalisation: string, description: string) => ({
  weight,
  personalisation,
  description,
});
const mailing: Format = {
  id: 'f1',
  version: 1,
  title: 'Mailing A4',
  format: 'DIN A4',
  color: '4/4',
  perforation: 'keine',
  fold: 'Wickelfalz',
  en: texts('80 gsm', 'Name and address', 'Letter, English'),
  de: texts('90 g/m²', 'Name und Adresse', 'Brief, deutsch'),
  sk: texts('100 g/m²', 'Meno a adresa', 'List, slovensky'),
  spec: null,
  versions: [],
};

describe('the formats screen in German', () => {
  it('asks for the title only, and sends nothing without it', async () => {
    const { user, server } = await renderPage(<FormatsPage />, {
      language: 'de',
      api: { 'GET /formats': { items: [] } },
    });
    expect(await screen.findByText('Noch keine Formate')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Format hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Format' });
    expect(within(dialog).getByText('* Pflichtfelder')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getAllByText('Pflichtfeld')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Titel' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.sent('PUT /formats')).toEqual([]);
  });

  it("shows the texts of the reader's language first; the toggle shows another language's", async () => {
    const { user } = await renderPage(<FormatsPage />, {
      language: 'de',
      api: { 'GET /formats': { items: [mailing] } },
    });
    await screen.findByRole('table', { name: 'Formate' });
    // Asked afresh after each click: the table's content changes, it is not replaced.
    const table = () => screen.getByRole('table', { name: 'Formate' });
    const row = () => within(table()).getByRole('row', { name: /Mailing A4/ }).textContent;
    const button = (name: string) =>
      within(screen.getByRole('group', { name: 'Sprache der Texte' })).getByRole('button', { name });
    expect(button('DE: Deutsch').getAttribute('aria-pressed')).toBe('true');
    expect(within(table()).getByRole('columnheader', { name: 'Grammatur (DE)' })).toBeTruthy();
    expect(row()).toContain('Brief, deutsch');
    expect(row()).not.toContain('Letter, English');

    await user.click(button('EN: Englisch'));
    expect(within(table()).getByRole('columnheader', { name: 'Grammatur (EN)' })).toBeTruthy();
    expect(row()).toContain('80 gsm');
    expect(row()).toContain('Letter, English');
    expect(row()).not.toContain('Brief, deutsch');

    await user.click(button('SK: Slowakisch'));
    expect(row()).toContain('Meno a adresa');
    // The pressed button again keeps its language: one is always chosen.
    await user.click(button('SK: Slowakisch'));
    expect(button('SK: Slowakisch').getAttribute('aria-pressed')).toBe('true');
    expect(row()).toContain('List, slovensky');
  });
});
