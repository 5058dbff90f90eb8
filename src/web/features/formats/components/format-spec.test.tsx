import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../../test/api.ts';
import { openNewFormat } from '../../../test/formats-page.tsx';

// The spec editor (components/spec-editor) as a buyer meets it, in the stored formats' dialog; a task's formats
// use the same editor (features/tasks/components/format-panel.test.tsx).

const none = { weight: '', personalisation: '', description: '' };
const openNew = openNewFormat;

// The preview is a lazy chunk, and jsdom renders the whole dialog again on each change: on a busy machine that
// takes longer than the default second.
const slow = { timeout: 15_000 };
// Loaded before the first test, so the lazy preview's first render waits on no transform of its modules (under a
// load of 16 it once took longer than the 15 s above).
beforeAll(() => import('../../../components/spec-editor/spec-preview.tsx'), 60_000);
const select = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name });
const paper = (dialog: HTMLElement, n: number, name: string, role: 'combobox' | 'textbox' = 'combobox') =>
  within(within(dialog).getByRole('group', { name: `Paper ${n}` })).getByRole(role, { name });
const box = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name });

describe('the spec editor in English', () => {
  it('preselects what a brochure asks for, and the preview reads it in three languages', async () => {
    const { user, dialog } = await openNew('en');
    expect(within(dialog).queryByRole('textbox', { name: 'Pages' })).toBeNull();
    await user.selectOptions(select(dialog, 'Product'), 'Brochure');
    expect((box(dialog, 'Pages') as HTMLInputElement).value).toBe('16');
    expect((select(dialog, 'Binding') as HTMLSelectElement).value).toBe('saddle-stitch');
    expect((paper(dialog, 1, 'Part') as HTMLSelectElement).value).toBe('cover');
    expect((paper(dialog, 2, 'Part') as HTMLSelectElement).value).toBe('inside');
    expect((paper(dialog, 1, 'Grammage (g/m²)', 'textbox') as HTMLInputElement).value).toBe('250');
    // Sizes by name, their millimetres shown.
    const size = select(dialog, 'Size') as HTMLSelectElement;
    expect(size.value).toBe('A4');
    expect(within(size).getByRole('option', { name: 'A5 (148 × 210 mm)' })).toBeTruthy();
    const preview = await within(dialog).findByRole('group', { name: 'Preview' }, slow);
    expect(await within(preview).findByText('A4 (210 × 297 mm)', {}, slow)).toBeTruthy();
    await user.selectOptions(size, 'A5');
    expect(await within(preview).findByText('A5 (148 × 210 mm)', {}, slow)).toBeTruthy();
    expect(preview.textContent).toContain('4/4 (CMYK both sides)');
    expect(preview.textContent).toContain('saddle stitched');
    await user.click(within(preview).getByRole('tab', { name: 'Deutsch' }));
    expect(preview.textContent).toContain('Rückstichheftung');
    expect(preview.textContent).toContain('Umfang16');
    await user.click(within(preview).getByRole('tab', { name: 'Slovenčina' }));
    expect(preview.textContent).toContain('Brožúra');
    expect(preview.textContent).toContain('vnútro 135 g/m² natieraný matný');
  });

  it('sends the spec with the millimetres of its name, one value per field and no free text', async () => {
    const { user, dialog, server } = await openNew('en');
    await user.type(box(dialog, /^Title/), 'Spring catalogue');
    await user.selectOptions(select(dialog, 'Product'), 'Catalogue');
    await user.click(within(dialog).getByRole('button', { name: '4/0' }));
    await user.selectOptions(
      within(within(dialog).getByRole('group', { name: 'Back' })).getByRole('combobox', { name: 'Inks' }),
      'black',
    );
    await user.selectOptions(
      within(within(dialog).getByRole('group', { name: 'Front' })).getByRole('combobox', { name: 'Pantone colours' }),
      '1',
    );
    expect(dialog.textContent).toContain('Front: CMYK + 1 Pantone · Back: black');
    expect(within(dialog).getByText('5/1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Format created');
    const [body] = server.sent('PUT /formats') as [Record<string, unknown>];
    expect(body).toMatchObject({ title: 'Spring catalogue', en: none, de: none, sk: none });
    expect(body.spec).toEqual({
      product: 'catalogue',
      size: { name: 'A4', widthMm: 210, heightMm: 297 },
      pages: 64,
      colors: { front: { process: 'cmyk', spot: 1 }, back: { process: 'black', spot: 0 } },
      papers: [
        { part: 'cover', kind: 'coated-gloss', grammage: 300 },
        { part: 'inside', kind: 'coated-matt', grammage: 115 },
      ],
      binding: 'perfect-bound',
      finishing: [],
      folding: { kind: 'none', panels: null },
      packaging: null,
      proof: 'none',
    });
  });

  it('names the field of a wrong value, the form’s own check and the server’s', async () => {
    const { user, dialog, server } = await openNew('en', {
      'PUT /formats': reply(400, {
        code: 'INVALID',
        field: 'spec.papers.0.grammage',
        key: 'tooLarge',
        params: { max: 600 },
        message: 'spec.papers.0.grammage: Must be at most 600',
      }),
    });
    await user.type(box(dialog, /^Title/), 'Flyer');
    await user.selectOptions(select(dialog, 'Product'), 'Flyer');
    const grammage = paper(dialog, 1, 'Grammage (g/m²)', 'textbox');
    await user.clear(grammage);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(grammage.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Field is required')).toBeTruthy();
    expect(server.sent('PUT /formats')).toEqual([]);

    // A value only the server refuses: its message under the field it names.
    await user.type(grammage, '700');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Must be at most 600')).toBeTruthy();
    expect(grammage.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the spec editor in German', () => {
  it('gives business cards 85 × 55 mm as a custom size, and a custom size asks for its millimetres', async () => {
    const { user, dialog, server } = await openNew('de');
    await user.type(box(dialog, /^Titel/), 'Visitenkarten Vertrieb');
    await user.selectOptions(select(dialog, 'Produkt'), 'Visitenkarten');
    expect((select(dialog, 'Format') as HTMLSelectElement).value).toBe('');
    expect((box(dialog, 'Breite (mm)') as HTMLInputElement).value).toBe('85');
    expect((box(dialog, 'Höhe (mm)') as HTMLInputElement).value).toBe('55');
    expect(dialog.textContent).toContain('Vorderseite: CMYK · Rückseite: CMYK');
    const preview = await within(dialog).findByRole('group', { name: 'Vorschau' }, slow);
    expect(preview.textContent).toContain('85 × 55 mm');

    await user.clear(box(dialog, 'Höhe (mm)'));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(box(dialog, 'Höhe (mm)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Pflichtfeld')).toBeTruthy();
    expect(server.sent('PUT /formats')).toEqual([]);
    await user.type(box(dialog, 'Höhe (mm)'), '55');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await screen.findByText('Format angelegt');
    const [body] = server.sent('PUT /formats') as [{ spec: unknown }];
    expect(body.spec).toMatchObject({ product: 'business-cards', size: { widthMm: 85, heightMm: 55 } });
  });

  it('shows a value the server refuses with the values it allows, under the field it names', async () => {
    const { user, dialog } = await openNew('de', {
      'PUT /formats': reply(400, {
        code: 'INVALID',
        field: 'spec.proof',
        key: 'oneOf',
        params: { allowed: 'none, pdf, contract-proof' },
        message: 'spec.proof: Must be one of: none, pdf, contract-proof',
      }),
    });
    await user.type(box(dialog, /^Titel/), 'Plakat');
    await user.selectOptions(select(dialog, 'Produkt'), 'Plakat');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Erlaubt ist einer dieser Werte: none, pdf, contract-proof')).toBeTruthy();
    expect(select(dialog, 'Proof').getAttribute('aria-invalid')).toBe('true');
  });

  it('folds a leaflet with panels and an open size; a named size turns to landscape', async () => {
    const { user, dialog } = await openNew('de');
    await user.selectOptions(select(dialog, 'Produkt'), 'Faltblatt');
    expect((select(dialog, 'Falz') as HTMLSelectElement).value).toBe('letter');
    expect((box(dialog, 'Seiten (Felder)') as HTMLInputElement).value).toBe('6');
    expect((box(dialog, /^Offene Breite/) as HTMLInputElement).value).toBe('297');
    const preview = await within(dialog).findByRole('group', { name: 'Vorschau' }, slow);
    await user.click(within(preview).getByRole('tab', { name: 'Deutsch' }));
    expect(preview.textContent).toContain('DL (99 × 210 mm), offen 297 × 210 mm');
    expect(preview.textContent).toContain('Wickelfalz, 6 Seiten');

    await user.selectOptions(select(dialog, 'Format'), 'A5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Querformat' }));
    expect(await within(preview).findByText(/^A5 \(210 × 148 mm\), offen/, {}, slow)).toBeTruthy();
    // A custom size starts from the millimetres shown.
    await user.selectOptions(select(dialog, 'Format'), 'Eigenes Format');
    expect((box(dialog, 'Breite (mm)') as HTMLInputElement).value).toBe('210');
    expect((box(dialog, 'Höhe (mm)') as HTMLInputElement).value).toBe('148');
    await user.selectOptions(select(dialog, 'Produkt'), 'Keine (nur freie Texte)');
    expect(within(dialog).queryByRole('group', { name: 'Vorschau' })).toBeNull();
  });
});
