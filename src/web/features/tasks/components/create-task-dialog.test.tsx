import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { CreateTaskDialog } from './create-task-dialog.tsx';
import { testTask } from '../../../test/tasks.ts';

const tochter = {
  ...{ id: 'c1', version: 1, name: 'Tochter AG', email: 'e@tochter.example', contactPerson: '' },
  ...{ address: 'Ring 2, Köln', vatNumber: '', accountNumber: '', language: 'de', country: 'DE' },
  ...{ invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-' },
};

const api = {
  'GET /tasks/defaults': { address: 'Einkauf, Lieferweg 1, 10115 Berlin', lang: 'de', currency: 'EUR' },
  'GET /companies': { items: [tochter] },
  'PUT /tasks': (body: unknown) => testTask({ ...(body as object), id: 'new-task' }),
};

async function openDialog(language: 'en' | 'de', answers: Record<string, unknown> = api) {
  const page = await renderPage(<CreateTaskDialog open onClose={() => undefined} />, { language, api: answers });
  const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'New task' : 'Neue Anfrage' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { ...page, dialog, field };
}

describe('the new task dialog', () => {
  it('presets the address and names the name, the one other required field, before sending', async () => {
    const { dialog, field, user, server } = await openDialog('en');
    expect(within(dialog).getByText('* Mandatory Fields')).toBeTruthy();
    expect(field('Delivery address')).toHaveProperty('value', 'Einkauf, Lieferweg 1, 10115 Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(1);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    // Note and lettershop are optional (issue 45).
    for (const name of ['Note', 'Lettershop']) expect(field(name).getAttribute('aria-invalid')).toBe('false');
    expect(field('Delivery address').getAttribute('aria-invalid')).toBe('false');
    // The dates are not needed to create the task, but to send it: they say so from the start.
    expect(within(dialog).getAllByText('Needed before the task can be sent')).toHaveLength(2);
    expect(server.sent('PUT /tasks')).toEqual([]);
  });

  it('asks the budget in the workspace’s currency', async () => {
    const { field } = await openDialog('en');
    expect(field('Budget (€)')).toBeTruthy();
    const defaults = { ...api['GET /tasks/defaults'], currency: 'CZK' };
    await openDialog('de', { ...api, 'GET /tasks/defaults': defaults });
    expect(await screen.findByRole('textbox', { name: 'Budget (CZK)' })).toBeTruthy();
  });

  it('refuses a day that does not exist, in the way of the interface language', async () => {
    const { dialog, field, user, server } = await openDialog('en');
    await user.type(field('Name'), 'Sommerkatalog');
    await user.type(field('Note'), 'Bitte mit Lieferung anbieten');
    await user.type(field('Lettershop'), 'Lettershop Nord');
    await user.type(field('Offer deadline'), '31/02/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a date as dd/mm/yyyy')).toBeTruthy();
    expect(field('Offer deadline').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent('PUT /tasks')).toEqual([]);
  });

  it('reads dates as a German reader types them and opens the new task', async () => {
    const { dialog, field, user, server, router } = await openDialog('de');
    await user.type(field('Name'), 'Sommerkatalog');
    await user.type(field('Hinweis'), 'Bitte mit Lieferung anbieten');
    await user.type(field('Lettershop'), 'Lettershop Nord');
    await user.type(field('Angebotsfrist'), '31.02.2030');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByText('Bitte ein Datum als TT.MM.JJJJ eingeben')).toBeTruthy();

    await user.clear(field('Angebotsfrist'));
    await user.type(field('Angebotsfrist'), '1.3.2030');
    await user.type(field('Liefertermin'), '15.04.2030');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua/task/new-task'));
    expect(server.sent('PUT /tasks')).toEqual([
      expect.objectContaining({ deadlineDate: '2030-03-01', deliveryDate: '2030-04-15', awardDate: null, formats: [] }),
    ]);
  });

  it('buys for the workspace’s company unless one of the companies is chosen', async () => {
    const { dialog, field, user, server } = await openDialog('en');
    const company = within(dialog).getByRole('combobox', { name: 'Buying company' });
    expect(company).toHaveProperty('value', '');
    await waitFor(() =>
      expect(
        within(company)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Our buying company (the workspace’s)', 'Tochter AG']),
    );
    await user.type(field('Name'), 'Sommerkatalog');
    await user.type(field('Note'), 'Bitte mit Lieferung anbieten');
    await user.type(field('Lettershop'), 'Lettershop Nord');
    await user.selectOptions(company, 'Tochter AG');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.sent('PUT /tasks')).toEqual([expect.objectContaining({ companyId: 'c1' })]));
  });
});
