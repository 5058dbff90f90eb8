import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { renderPage } from '../../../test/render.tsx';
import { testSupplierTask } from '../../../test/supplier-tasks.ts';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { SupplierSection } from './supplier-section.tsx';

const none = { weight: '', personalisation: '', description: '' };
// Written by a German buyer in German only.
const flyer = testFormat({
  en: none,
  de: { weight: '135 g', personalisation: '', description: 'Glänzender Flyer' },
  sk: none,
});
const task = testTask({ state: 5, lang: 'de', formats: [flyer] });

const shop = (n: number, language: Language, fields: Partial<SupplierTask> = {}): SupplierTask =>
  testSupplierTask({
    ...{ supplierId: `s${n}`, name: `Shop ${n}`, email: `s${n}@print.test`, language },
    ...{ mailState: 'pending', sentAt: null, ...fields },
  });

const suppliers = (items: SupplierTask[]) => ({ 'GET /tasks/t1/suppliers': { items } });

describe('the warning about format texts missing in the printshops’ languages', () => {
  it('lists each missing text with how many printshops read that language and what they will see', async () => {
    const { user } = await renderPage(<SupplierSection task={task} />, {
      api: suppliers([shop(1, 'sk'), shop(2, 'sk'), shop(3, 'de'), shop(4, 'en')]),
    });
    const warning = await screen.findByRole('alert');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Flyer A5: the English weight is missing — 1 printshop reads English; it will see the German text.',
      'Flyer A5: the Slovak weight is missing — 2 printshops read Slovak; they will see the German text.',
      'Flyer A5: the English description is missing — 1 printshop reads English; it will see the German text.',
      'Flyer A5: the Slovak description is missing — 2 printshops read Slovak; they will see the German text.',
    ]);
    // The send's confirmation repeats it.
    await user.click(screen.getByRole('button', { name: 'Send to all' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the Slovak description is missing — 2 printshops read Slovak/)).toBeTruthy();
  });

  it('speaks German to German staff', async () => {
    await renderPage(<SupplierSection task={task} />, { language: 'de', api: suppliers([shop(1, 'sk')]) });
    const warning = await screen.findByRole('alert');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain(
      'Flyer A5: die slowakische Beschreibung fehlt — 1 Lieferant liest Slowakisch; er sieht den deutschen Text.',
    );
  });

  it('counts only printshops still to invite, and says nothing when their languages have every text', async () => {
    await renderPage(<SupplierSection task={task} />, {
      api: suppliers([shop(1, 'de'), shop(2, 'sk', { mailState: 'sent' }), shop(3, 'en', { deleted: true })]),
    });
    expect(await screen.findByText('Shop 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
