import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { TaskForm, type AmendDialogProps, type TaskFormMode } from './task-form.tsx';

// An excerpt of the ECB's eurofxref-daily.xml; the server reads it, the test answers for it.
const ecbXml = `<Cube><Cube time='2026-12-01'><Cube currency='CZK' rate='25.000'/></Cube></Cube>`;
const ecbAnswer = { date: '2026-12-01', currency: 'EUR', rates: { CZK: 0.04, PLN: 0.2352941176 } };

const withCzk = (fields: Partial<Task> = {}) =>
  testTask({ currencies: ['EUR', 'CZK'], rates: { CZK: 0.04 }, formats: [testFormat()], ...fields });

/** The task's form; saves answer with the task as sent, the ECB's rates as `ecb` says, the amendment recorded. */
async function renderForm(
  task: Task,
  { language = 'en' as 'en' | 'de', mode = 'edit' as TaskFormMode, ecb = {} } = {},
) {
  const amendments: AmendDialogProps['amendment'][] = [];
  const saved = (body: unknown) => {
    const update = body as TaskInput;
    return testTask({ ...update, formats: task.formats, rates: { CZK: 0.041 }, version: 2 } as Partial<Task>);
  };
  const view = await renderPage(
    <TaskForm
      task={task}
      mode={mode}
      amendDialog={({ amendment }) => {
        if (amendment) amendments.push(amendment);
        return null;
      }}
    />,
    {
      language,
      api: {
        'GET /formats': { items: [] },
        'GET /companies': { items: [] },
        [`POST /tasks/${task.id}`]: saved,
        'POST /rates/ecb': ecbAnswer,
        ...ecb,
      },
    },
  );
  return { ...view, amendments };
}

const currencies = () => screen.getByRole('group', { name: /^(Accepted currencies|Akzeptierte Währungen)$/ });

describe('the task’s currencies and rates', () => {
  it('accepts another currency beside the task’s own, asks its rate and saves both with the task', async () => {
    const { user, server } = await renderForm(testTask({ formats: [testFormat()] }));
    const own = within(currencies()).getByRole('checkbox', { name: 'EUR (the task’s)' });
    expect(own).toHaveProperty('checked', true);
    expect(own).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox', { name: 'Exchange rate PLN' })).toBeNull();

    await user.click(within(currencies()).getByRole('checkbox', { name: 'PLN' }));
    const rate = screen.getByRole('textbox', { name: 'Exchange rate PLN' });
    expect(screen.getByText('Needed before the task can be sent')).toBeTruthy();
    await user.type(rate, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('The value is not valid')).toBeTruthy();
    expect(server.sent('POST /tasks/t1')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '0.2353');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Task saved');
    expect(server.sent('POST /tasks/t1')).toEqual([
      expect.objectContaining({ currencies: ['EUR', 'PLN'], rates: { PLN: 0.2353 } }),
    ]);
  });

  it('shows a rate with a decimal comma in German and reads one typed so', async () => {
    const { user, server } = await renderForm(withCzk(), { language: 'de' });
    const rate = screen.getByRole('textbox', { name: 'Wechselkurs CZK' });
    expect(rate).toHaveProperty('value', '0,0400');
    expect(screen.getByText('1 CZK =')).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '0,041');
    await user.click(screen.getByRole('button', { name: 'Anfrage speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Anfrage gespeichert');
    expect(server.sent('POST /tasks/t1')).toEqual([expect.objectContaining({ rates: { CZK: 0.041 } })]);
  });

  it('fills in the ECB’s rates, saying their day', async () => {
    const { user, server } = await renderForm(withCzk({ currencies: ['EUR', 'CZK', 'PLN'] }));
    await user.click(screen.getByRole('button', { name: 'Use ECB rates' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The ECB’s reference rates of 01/12/2026 are filled in.',
    );
    expect(screen.getByRole('textbox', { name: 'Exchange rate PLN' })).toHaveProperty('value', '0.2352941176');
    expect(server.sent('POST /rates/ecb')).toEqual([{}]);
  });

  it('offers the upload of eurofxref-daily.xml when the server has no address for the ECB’s rates (German)', async () => {
    const posted: unknown[] = [];
    const ecb = {
      'POST /rates/ecb': (body: unknown) => {
        posted.push(body);
        return (body as { xml?: string }).xml
          ? ecbAnswer
          : reply(409, { code: 'RATES_UNAVAILABLE', message: 'ECB_RATES_URL is not set.' });
      },
    };
    const { user } = await renderForm(withCzk({ rates: {} }), { language: 'de', ecb });
    await user.click(screen.getByRole('button', { name: 'EZB-Kurse übernehmen' }));
    expect(await screen.findByText(/keine Adresse der EZB eingerichtet/)).toBeTruthy();
    const file = new File([ecbXml], 'eurofxref-daily.xml', { type: 'text/xml' });
    await user.upload(screen.getByLabelText('eurofxref-daily.xml hochladen'), file);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Die Referenzkurse der EZB vom 01.12.2026 sind eingetragen.',
    );
    expect(screen.getByRole('textbox', { name: 'Wechselkurs CZK' })).toHaveProperty('value', '0,0400');
    expect(posted).toEqual([{}, { xml: ecbXml }]);
  });

  it('once sent, amends a rate and adds a currency, the accepted ones locked; a rate left out is said at its field', async () => {
    const { user, amendments } = await renderForm(withCzk({ state: 50 }), { mode: 'amend' });
    expect(within(currencies()).getByRole('checkbox', { name: 'CZK' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Printshops were invited to quote in these: a currency can be added, not removed.'));
    const czk = screen.getByRole('textbox', { name: 'Exchange rate CZK' });
    await user.clear(czk);
    await user.type(czk, '0.041');
    await user.click(within(currencies()).getByRole('checkbox', { name: 'PLN' }));
    await user.click(screen.getByRole('button', { name: /^Amend/ }));
    expect(await screen.findByText('Enter the rate: printshops may quote in PLN')).toBeTruthy();
    expect(amendments).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Exchange rate PLN' }), '0.2353');
    await user.click(screen.getByRole('button', { name: /^Amend/ }));
    expect(amendments).toEqual([
      {
        changes: [
          { field: 'currencies', old: ['EUR', 'CZK'], new: ['EUR', 'CZK', 'PLN'] },
          { field: 'rate', currency: 'CZK', taskCurrency: 'EUR', old: 0.04, new: 0.041 },
          { field: 'rate', currency: 'PLN', taskCurrency: 'EUR', old: null, new: 0.2353 },
        ],
        body: expect.objectContaining({ currencies: ['EUR', 'CZK', 'PLN'], rates: { CZK: 0.041, PLN: 0.2353 } }),
      },
    ]);
  });
});
