import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import type { Change } from '../../../../shared/schemas/revisions.ts';
import { renderPage } from '../../../test/render.tsx';
import { AmendDialog } from './amend-dialog.tsx';

const shop = (name: string, language: Language, fields: Partial<SupplierTask> = {}): SupplierTask => ({
  ...{ supplierId: name, name, email: `${name}@druck.de`, language, deleted: false, mailState: 'opened' },
  ...{
    sentAt: 1,
    error: null,
    sum: 100_000,
    offeredAt: 2,
    stale: false,
    complete: true,
    declined: null,
    lacking: [],
    lacks: [],
  },
  pricedFormats: 2,
  ...{ quotedSum: 100_000, currency: 'EUR' },
  staleFormats: [],
  ...fields,
});

// Two Slovak printshops invited; one Slovak not invited, one deleted: neither is told.
const suppliers = {
  items: [
    shop('Alpha', 'de'),
    shop('Gamma', 'en'),
    shop('Beta', 'sk'),
    shop('Tlač', 'sk', { mailState: 'sent', sum: null, offeredAt: null }),
    shop('Nový', 'sk', { mailState: 'pending', sentAt: null, sum: null, offeredAt: null }),
    shop('Starý', 'sk', { deleted: true }),
  ],
  previous: null,
  copiedFrom: null,
};

const slovakText: Change = {
  ...{ field: 'format', formatId: 'f', title: 'Flyer A5', change: 'spec', old: null, new: null },
  fields: [{ name: 'description', language: 'sk', translation: true, old: '', new: 'Lesklý leták' }],
};
const quantity: Change = {
  ...{ field: 'format', formatId: 'l', title: 'Letter', change: 'quantities' },
  ...{ old: { count: 2000, counts: [], runOn: false }, new: { count: 3000, counts: [], runOn: false } },
};

const renderDialog = (changes: Change[], language: 'en' | 'de' = 'en', invited = suppliers) =>
  renderPage(
    <AmendDialog
      taskId="t1"
      amendment={{ changes, body: { version: 1 } }}
      onClose={() => {}}
      onAmended={() => {}}
      onFailed={() => {}}
    />,
    { language, api: { 'GET /tasks/t1/suppliers': invited } },
  );

describe('the amend dialog', () => {
  it('says before sending that a translation alone keeps offers valid and is told only to its language’s printshops', async () => {
    await renderDialog([slovakText]);
    expect(
      await screen.findByText('Only a translation changed: offers stay valid; only the 2 Slovak printshops are told.'),
    ).toBeTruthy();
    expect(screen.getByText('Flyer A5: Description (SK): – → Lesklý leták')).toBeTruthy();
    expect(screen.queryByText(/Every invited printshop/)).toBeNull();
    expect(screen.queryByText(/confirm/)).toBeNull();
  });

  it('says it in German', async () => {
    await renderDialog([slovakText], 'de');
    expect(
      await screen.findByText(
        'Nur eine Übersetzung hat sich geändert: Die Angebote bleiben gültig; nur die 2 slowakischen Lieferanten werden informiert.',
      ),
    ).toBeTruthy();
  });

  it('says so when no printshop of the translation’s language is invited, and names one alone', async () => {
    const view = await renderDialog([slovakText], 'en', { ...suppliers, items: suppliers.items.slice(0, 2) });
    expect(await screen.findByText(/no printshop of that language is invited, so nobody is told\.$/)).toBeTruthy();
    view.unmount();
    await renderDialog([slovakText], 'de', { ...suppliers, items: suppliers.items.slice(0, 3) });
    expect(await screen.findByText(/; nur der slowakische Lieferant wird informiert\.$/)).toBeTruthy();
  });

  it('tells every printshop of a translation beside a quantity change, and asks for prices again', async () => {
    await renderDialog([quantity, slovakText]);
    expect(await screen.findByText(/^Every invited printshop gets a mail/)).toBeTruthy();
    expect(screen.getByText('Letter: Quantity: 2,000 → 3,000')).toBeTruthy();
    expect(screen.getByText(/printshops that offered are asked to confirm/)).toBeTruthy();
    expect(screen.queryByText(/Only a translation changed/)).toBeNull();
  });

  it('shows a rate changed and a currency added old → new, in English and German, and asks for no prices', async () => {
    const rate: Change[] = [
      { field: 'currencies', old: ['EUR', 'CZK'], new: ['EUR', 'CZK', 'PLN'] },
      { field: 'rate', currency: 'CZK', taskCurrency: 'EUR', old: 0.04, new: 0.041 },
    ];
    const view = await renderDialog(rate);
    expect(await screen.findByText('Exchange rate CZK: 0.0400 → 0.0410 EUR')).toBeTruthy();
    expect(screen.getByText('Accepted currencies: EUR, CZK → EUR, CZK, PLN')).toBeTruthy();
    expect(screen.queryByText(/asked to confirm/)).toBeNull();
    view.unmount();
    await renderDialog(rate, 'de');
    expect(await screen.findByText('Wechselkurs CZK: 0,0400 → 0,0410 EUR')).toBeTruthy();
    expect(screen.getByText('Akzeptierte Währungen: EUR, CZK → EUR, CZK, PLN')).toBeTruthy();
  });
});
