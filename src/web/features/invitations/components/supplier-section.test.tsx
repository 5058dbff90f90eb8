import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { CopySource, PreviousTask, SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { reply } from '../../../test/api.ts';
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

const me = {
  user: { id: 'u1', username: 'anna', email: 'anna@acme.test', language: 'en', signature: '' },
  workspace: { id: 'w1', name: 'ACME', role: 'owner', timeZone: 'Europe/Berlin' },
};
const member = (username: string, role = 'member') => ({
  id: `m-${username}`,
  userId: `u-${username}`,
  username,
  email: `${username}@acme.test`,
  role,
});
// Whom a test mail may go to: the signed-in user and the workspace's other members.
const team = {
  'GET /account/session': { me },
  'GET /employees': { members: [member('ben'), member('anna', 'owner')], invitations: [], canManage: true },
};

const suppliers = (
  items: SupplierTask[],
  previous: PreviousTask | null = null,
  copiedFrom: CopySource | null = null,
) => ({
  ...team,
  'GET /tasks/t1/suppliers': { items, previous, copiedFrom },
});

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
    await user.click(screen.getByRole('button', { name: 'Invite all 4' }));
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

// Five printshops of the address book, none invited yet; the last tender invited Shop 2 and Shop 4 (and one deleted since).
const five = [shop(1, 'de'), shop(2, 'sk'), shop(3, 'en'), shop(4, 'sk'), shop(5, 'de')];
const spring: PreviousTask = {
  taskId: 't0',
  name: 'Frühjahrskatalog',
  invitedAt: Date.UTC(2026, 2, 2, 12),
  supplierIds: ['s2', 's4', 'gone'],
};
const sent = { queued: 2, code: 'MAIL_SENT', message: 'Mail sent' };

describe('picking the printshops to invite', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

  it('lists the address book as not invited, counts the printshops picked in the button and invites only them', async () => {
    const { user, server } = await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      api: { ...suppliers(five), 'POST /tasks/t1/suppliers/mail': sent },
    });
    const table = await screen.findByRole('table', { name: 'Printshops' });
    for (const n of [1, 2, 3, 4, 5]) {
      expect(within(table).getByRole('row', { name: new RegExp(`Shop ${n}`) }).textContent).toContain('Not invited');
    }
    expect(table.textContent).not.toContain('Pending');
    // Nothing picked: the primary button says what to do and waits; sending to all is the second one.
    const invite = screen.getByRole('button', { name: 'Invite printshops' });
    expect(invite).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Tick the printshops to invite.');
    expect(screen.getByRole('button', { name: 'Invite all 5' })).toBeTruthy();

    await user.click(box('Shop 1'));
    expect(screen.getByRole('button', { name: 'Invite 1 printshop' })).toHaveProperty('disabled', false);
    await user.click(box('Shop 3'));
    await user.click(box('Shop 5'));
    await user.click(box('Shop 5'));
    expect(screen.getByRole('status').textContent).toBe('2 printshops selected');
    await user.click(screen.getByRole('button', { name: 'Invite 2 printshops' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send the invitations?' });
    expect(dialog.textContent).toContain('The invitation goes to 2 printshops.');
    expect(dialog.textContent).toContain('The other 3 printshops are not invited; you can invite them later.');
    expect(dialog.textContent).toContain('you can still amend the task');
    expect(dialog.textContent).not.toMatch(/no longer be edited/);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent('POST /tasks/t1/suppliers/mail')).toEqual([{ suppliers: ['s1', 's3'] }]));
  });

  it('invites every printshop through the second button, the count in it and in the dialog', async () => {
    const { user, server } = await renderPage(<SupplierSection task={testTask({ state: 5, formats: [] })} />, {
      api: { ...suppliers(five), 'POST /tasks/t1/suppliers/mail': sent },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite all 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitations?' });
    expect(dialog.textContent).toContain('The invitation goes to 5 printshops.');
    expect(dialog.textContent).not.toContain('The other');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent('POST /tasks/t1/suppliers/mail')).toEqual([{ suppliers: [] }]));
  });

  it('says it in German, with the singular and the plural', async () => {
    const { user } = await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      language: 'de',
      api: suppliers(five, spring),
    });
    const table = await screen.findByRole('table', { name: 'Lieferanten' });
    expect(within(table).getAllByText('Nicht eingeladen')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Lieferanten einladen' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Alle 5 einladen' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Shop 1 auswählen' }));
    expect(screen.getByRole('button', { name: '1 Lieferanten einladen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 Lieferant ausgewählt');
    await user.click(screen.getByRole('button', { name: 'Lieferanten der letzten Anfrage auswählen (2)' }));
    expect(screen.getByRole('button', { name: '3 Lieferanten einladen' })).toBeTruthy();
    expect(screen.getByText('Letzte Anfrage: Frühjahrskatalog, versendet am 02.03.2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3 Lieferanten einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladungen senden?' });
    expect(dialog.textContent).toContain('Die Einladung geht an 3 Lieferanten.');
    expect(dialog.textContent).toContain('Die anderen 2 Lieferanten werden nicht eingeladen');
    expect(dialog.textContent).toContain('können Sie die Anfrage noch ändern');
  });

  it('selects the last tender’s printshops that can be invited, in one click', async () => {
    const rows = [...five.slice(0, 3), shop(4, 'sk', { mailState: 'sent' }), shop(5, 'de')];
    const { user } = await renderPage(<SupplierSection task={testTask({ state: 50, formats: [] })} />, {
      api: suppliers(rows, { ...spring, supplierIds: ['s2', 's4'] }),
    });
    // Shop 4 was invited to this task already: one printshop of the last tender is left to pick.
    const last = await screen.findByRole('button', { name: 'Select last task’s printshop (1)' });
    expect(last.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(last.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Last task: Frühjahrskatalog, sent 02/03/2026',
    );
    await user.click(last);
    expect(box('Shop 2')).toHaveProperty('checked', true);
    expect(box('Shop 1')).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Invite 1 printshop' })).toBeTruthy();
    // Once sent, everyone is invited one more at a time or several at once: never "all" again.
    expect(screen.queryByRole('button', { name: /Invite all/ })).toBeNull();
  });

  it('offers no last tender when there was none, or when all its printshops are invited here', async () => {
    await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      api: suppliers(five, { ...spring, supplierIds: ['gone'] }),
    });
    await screen.findByRole('table', { name: 'Printshops' });
    expect(screen.queryByRole('button', { name: /last task/ })).toBeNull();
  });

  it('filters by language and name; select all picks the rows shown, and the count says how many are hidden', async () => {
    const { user } = await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      api: suppliers([...five, shop(6, 'sk', { name: 'Tlačiareň Žilina' })]),
    });
    const table = await screen.findByRole('table', { name: 'Printshops' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All languages', 'English', 'Deutsch', 'Slovenčina']);
    await user.selectOptions(language, 'Slovenčina');
    // The header row and the three Slovak printshops.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await user.click(screen.getByRole('checkbox', { name: 'Select all printshops shown' }));
    expect(screen.getByRole('button', { name: 'Invite 3 printshops' })).toBeTruthy();

    // By name, within the language: one of the three shown, two hidden but still picked.
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name or e-mail' }), 'žilina');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('3 printshops selected (2 hidden by the filter)');
    // Select all now unpicks the row shown only.
    await user.click(screen.getByRole('checkbox', { name: 'Select all printshops shown' }));
    expect(screen.getByRole('button', { name: 'Invite 2 printshops' })).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Filter by name or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name or e-mail' }), 'nobody');
    expect(await screen.findByText('No printshop matches the filter.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Invite printshops' })).toHaveProperty('disabled', true);
  });

  it('keeps the selection when the list is read again, and drops a printshop invited meanwhile', async () => {
    let reads = 0;
    const { user } = await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      api: {
        ...team,
        // The second read: a colleague invited Shop 1 meanwhile, and a new printshop was added.
        'GET /tasks/t1/suppliers': () => ({
          items: (reads += 1) === 1 ? five : [shop(1, 'de', { mailState: 'queued' }), ...five.slice(1), shop(6, 'en')],
          previous: null,
          copiedFrom: null,
        }),
        'POST /testmail/t1': { queued: 1, code: 'TESTMAIL_SENT', message: 'Test mail sent' },
      },
    });
    await screen.findByRole('table', { name: 'Printshops' });
    await user.click(box('Shop 1'));
    await user.click(box('Shop 2'));
    await user.click(box('Shop 4'));
    expect(screen.getByRole('button', { name: 'Invite 3 printshops' })).toBeTruthy();
    // The test mail reads the task again, and its printshops with it, as a live update does.
    await user.click(screen.getByRole('button', { name: 'Test mail' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Shop 6' })).toHaveProperty('checked', false);
    // Read again at least once (a slow machine may read a third time, with the same answer).
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(box('Shop 2')).toHaveProperty('checked', true);
    expect(box('Shop 4')).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: 'Select Shop 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite 2 printshops' })).toBeTruthy();
  });

  it('offers nothing to pick before the task is complete', async () => {
    await renderPage(<SupplierSection task={testTask({ state: 0, formats: [] })} />, { api: suppliers(five, spring) });
    await screen.findByRole('table', { name: 'Printshops' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /last task/ })).toBeNull();
  });
});

// docs/product.md#copy: a copy's draft starts with its source's printshops ticked (Shop 2 and Shop 4; one deleted since).
const source: CopySource = { taskId: 't0', name: 'Herbstmailing', supplierIds: ['s2', 's4', 'gone'] };

describe('a copy’s printshops', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

  it('ticks the printshops its source invited when it opens, says why, and invites those', async () => {
    const { user, server } = await renderPage(<SupplierSection task={testTask({ state: 10, formats: [] })} />, {
      api: { ...suppliers(five, null, source), 'POST /tasks/t1/suppliers/mail': sent },
    });
    await screen.findByRole('table', { name: 'Printshops' });
    expect([1, 2, 3, 4, 5].map((n) => (box(`Shop ${n}`) as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 printshops selected');
    expect(
      screen.getByText('Ticked: the 2 printshops “Herbstmailing” invited, as this task is its copy.'),
    ).toBeTruthy();
    // The buyer changes it as any selection: the hint goes, the rest stays ticked.
    await user.click(box('Shop 4'));
    await user.click(box('Shop 1'));
    expect(screen.queryByText(/as this task is its copy/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite 2 printshops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent('POST /tasks/t1/suppliers/mail')).toEqual([{ suppliers: ['s1', 's2'] }]));
  });

  it('says it in German, with the singular', async () => {
    await renderPage(<SupplierSection task={testTask({ state: 5, formats: [] })} />, {
      language: 'de',
      api: suppliers(five, null, { ...source, supplierIds: ['s3'] }),
    });
    await screen.findByRole('table', { name: 'Lieferanten' });
    expect(screen.getByRole('checkbox', { name: 'Shop 3 auswählen' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('1 Lieferant ausgewählt');
    expect(
      screen.getByText('Ausgewählt: der Lieferant, den „Herbstmailing“ eingeladen hat – diese Anfrage ist ihre Kopie.'),
    ).toBeTruthy();
  });

  it('ticks nothing once the copy was sent', async () => {
    await renderPage(<SupplierSection task={testTask({ state: 50, formats: [] })} />, {
      api: suppliers([shop(1, 'de', { mailState: 'sent' }), ...five.slice(1)], null, source),
    });
    await screen.findByRole('table', { name: 'Printshops' });
    expect(box('Shop 2')).toHaveProperty('checked', false);
    expect(screen.getByRole('status').textContent).toBe('Tick the printshops to invite.');
    expect(screen.queryByText(/as this task is its copy/)).toBeNull();
  });
});

describe('a task that requires certificates', () => {
  // docs/product.md#certificates: a group is met by any one of its kinds.
  const required = testTask({ state: 10, formats: [], certificateGroups: [['FSC', 'PEFC'], ['ISO 12647']] });
  const rows = [
    shop(1, 'de', { lacking: [['FSC', 'PEFC']], lacks: ['FSC', 'PEFC'] }),
    shop(2, 'de', { lacking: [['FSC', 'PEFC'], ['ISO 12647']], lacks: ['FSC', 'PEFC', 'ISO 12647'] }),
    shop(3, 'de'),
  ];
  const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

  it('says which requirement a printshop lacks, a group as either of its kinds', async () => {
    const { user } = await renderPage(<SupplierSection task={required} />, { api: suppliers(rows) });
    await screen.findByRole('table', { name: 'Printshops' });
    expect(within(row('Shop 1')).getByText('Lacks FSC or PEFC')).toBeTruthy();
    expect(within(row('Shop 2')).getByText('Lacks FSC or PEFC, ISO 12647')).toBeTruthy();
    expect(row('Shop 3').textContent).not.toContain('Lacks');
    await user.click(screen.getByRole('checkbox', { name: 'Only printshops with the required certificates' }));
    expect(screen.queryByRole('row', { name: /Shop 1/ })).toBeNull();
    expect(row('Shop 3')).toBeTruthy();
  });

  it('says it in German', async () => {
    await renderPage(<SupplierSection task={required} />, { language: 'de', api: suppliers(rows) });
    await screen.findByRole('table', { name: 'Lieferanten' });
    expect(within(row('Shop 1')).getByText('Fehlt: FSC oder PEFC')).toBeTruthy();
    expect(within(row('Shop 2')).getByText('Fehlt: FSC oder PEFC, ISO 12647')).toBeTruthy();
  });

  it('says a refused invitation’s missing group in German', async () => {
    const refused = {
      code: 'CERTIFICATE_MISSING',
      message: 'Nothing was sent: Shop 1 lacks FSC or PEFC (a certificate valid on the offer deadline).',
      params: { name: 'Shop 1', kind: 'FSC or PEFC', kinds: '["FSC","PEFC"]', count: 1 },
    };
    const { user } = await renderPage(<SupplierSection task={required} />, {
      language: 'de',
      api: { ...suppliers(rows), 'POST /tasks/t1/suppliers/mail': reply(409, refused) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Shop 1 auswählen' }));
    await user.click(screen.getByRole('button', { name: '1 Lieferanten einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladungen senden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByText(
        'Nichts wurde gesendet: Shop 1 fehlt ein am Angebotsschluss gültiges Zertifikat FSC oder PEFC, das diese Anfrage verlangt.',
      ),
    ).toBeTruthy();
  });
});

describe('the test mail', () => {
  const sent = { queued: 1, code: 'TESTMAIL_SENT', message: 'Test mail sent' };

  it('goes to a member picked from the workspace, the signed-in user first', async () => {
    const { user, server } = await renderPage(<SupplierSection task={testTask({ state: 5, formats: [] })} />, {
      api: { ...suppliers(five), 'POST /testmail/t1': sent },
    });
    const to = await screen.findByRole('combobox', { name: 'Test mail to' });
    await waitFor(() => expect(to).toHaveProperty('value', 'anna@acme.test'));
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ben <ben@acme.test>', 'anna <anna@acme.test>']);
    await user.click(screen.getByRole('button', { name: 'Test mail' }));
    await user.selectOptions(to, 'ben@acme.test');
    await user.click(screen.getByRole('button', { name: 'Test mail' }));
    await waitFor(() =>
      expect(server.sent('POST /testmail/t1')).toEqual([{ to: 'anna@acme.test' }, { to: 'ben@acme.test' }]),
    );
  });

  const quota = {
    message: 'The workspace’s mail quota is reached.',
    code: 'MAIL_QUOTA',
    params: { left: '0', limit: '5', asked: '1', at: String(Date.UTC(2027, 0, 5, 14, 30)), retryAt: '0' },
  };

  it.each([
    [
      'en',
      'Test mail',
      /mail quota is reached: 0 of 5 mails are left, 1 were asked for\. Nothing was sent\. Try again at .*2027/,
    ],
    ['de', 'Testmail', /Mailkontingent .* ausgeschöpft: 0 von 5 Mails sind übrig.* Versuchen Sie es wieder am .*2027/],
  ] as const)('says in %s when the quota frees', async (language, button, text) => {
    const { user } = await renderPage(<SupplierSection task={testTask({ state: 5, formats: [] })} />, {
      language,
      api: { ...suppliers(five), 'POST /testmail/t1': reply(429, quota) },
    });
    const to = await screen.findByRole('combobox', { name: language === 'en' ? 'Test mail to' : 'Testmail an' });
    await waitFor(() => expect(to).toHaveProperty('value', 'anna@acme.test'));
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
