import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderJob, Proof } from '../../../../shared/schemas/orders.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { OrdersSection } from './orders-section.tsx';

const LIST = 'GET /tasks/t1/orders';
const task = testTask({
  state: 99,
  formats: [testFormat({ id: 'f1', title: 'Flyer A5' }), testFormat({ id: 'f2', title: 'Brief DIN lang' })],
});

const proof = (change: Partial<Proof> = {}): Proof => ({
  id: 'p1',
  formatId: 'f1',
  version: 1,
  status: 'pending',
  comment: '',
  name: 'flyer-v1.pdf',
  size: 1000,
  uploadedAt: Date.UTC(2027, 2, 1, 9),
  decidedAt: null,
  decidedBy: null,
  ...change,
});

const job = (change: Partial<OrderJob> = {}): OrderJob => ({
  supplierId: 's1',
  name: 'Tlačiareň Beta',
  number: 'A-2027-0001',
  status: 'proof',
  reference: 'ZK-881',
  shipDate: '2027-03-20',
  confirmedAt: Date.UTC(2027, 2, 1),
  proofs: [proof()],
  shipments: [],
  received: null,
  invoices: [],
  waitingOn: 'buyer',
  ...change,
});

const changed = proof({
  status: 'changes',
  comment: 'Logo 2 mm further left',
  decidedAt: Date.UTC(2027, 2, 2, 10),
  decidedBy: 'Max Muster',
});

describe('the Orders section', () => {
  it('says the job’s state in words, whom it waits on and its confirmation, and approves the pending proof', async () => {
    let jobs = [job()];
    const { user, server } = await renderPage(<OrdersSection task={task} awarded />, {
      api: {
        [LIST]: () => jobs,
        'POST /tasks/t1/proofs/p1/approve': () => {
          jobs = [job({ status: 'approved', waitingOn: 'supplier', proofs: [proof({ status: 'approved' })] })];
          return proof({ status: 'approved' });
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Order A-2027-0001 of Tlačiareň Beta' });
    expect(within(card).getByText('Proof under review')).toBeTruthy();
    expect(within(card).getByText('Waiting on you')).toBeTruthy();
    expect(within(card).getByText('Approve the proof below or ask for changes.')).toBeTruthy();
    expect(within(card).getByText('Confirmed: reference ZK-881, planned ship date 20/03/2027.')).toBeTruthy();
    const flyer = within(card).getByRole('group', { name: 'Flyer A5' });
    expect(within(flyer).getByRole('link', { name: 'Download flyer-v1.pdf' }).getAttribute('href')).toBe(
      '/api/tasks/t1/proofs/p1/file',
    );
    expect(within(flyer).getByText('awaiting your decision')).toBeTruthy();
    await user.click(within(flyer).getByRole('button', { name: 'Approve' }));
    expect(await within(flyer).findByRole('status')).toHaveProperty(
      'textContent',
      'Version 1 of Flyer A5 approved: Tlačiareň Beta is told.',
    );
    expect(server.sent('POST /tasks/t1/proofs/p1/approve')).toEqual([{}]);
    // The jobs read again: the proof approved, the job waits on the printshop now.
    expect(await within(card).findByText('Waiting on the printshop')).toBeTruthy();
    expect(within(card).getByText('Proofs approved')).toBeTruthy();
    expect(within(flyer).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks for changes only with a comment, and shows it under the version', async () => {
    let jobs = [job()];
    const { user, server } = await renderPage(<OrdersSection task={task} awarded />, {
      api: {
        [LIST]: () => jobs,
        'POST /tasks/t1/proofs/p1/changes': () => {
          jobs = [job({ waitingOn: 'supplier', proofs: [changed] })];
          return changed;
        },
      },
    });
    const flyer = await screen.findByRole('group', { name: 'Flyer A5' });
    await user.click(within(flyer).getByRole('button', { name: 'Ask for changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes to Flyer A5, version 1' });
    const send = within(dialog).getByRole('button', { name: 'Ask for changes' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change' }), '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: 'What should change' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change' }), 'Logo 2 mm further left');
    await user.click(send);
    expect(await within(flyer).findByText('Changes to Flyer A5 asked: Tlačiareň Beta gets your comment.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('POST /tasks/t1/proofs/p1/changes')).toEqual([{ comment: 'Logo 2 mm further left' }]);
    expect(await within(flyer).findByText('Comment: Logo 2 mm further left')).toBeTruthy();
    expect(within(flyer).getByText(/^changes asked by Max Muster, /)).toBeTruthy();
  });

  it('says why a decision was refused when a newer version came meanwhile', async () => {
    const { user } = await renderPage(<OrdersSection task={task} awarded />, {
      api: {
        [LIST]: [job()],
        'POST /tasks/t1/proofs/p1/approve': reply(409, { code: 'PROOF_SUPERSEDED', message: 'superseded' }),
      },
    });
    const flyer = await screen.findByRole('group', { name: 'Flyer A5' });
    await user.click(within(flyer).getByRole('button', { name: 'Approve' }));
    expect(await within(flyer).findByRole('alert')).toHaveProperty(
      'textContent',
      'The printshop has uploaded a newer version of this proof meanwhile: decide on that one.',
    );
  });

  it('in German: the states, the superseded version, shipments and what arrived, and a refusal in the dialog', async () => {
    const { user } = await renderPage(<OrdersSection task={task} awarded />, {
      language: 'de',
      api: {
        [LIST]: [
          job({
            status: 'shipped',
            proofs: [
              changed,
              proof({ id: 'p2', version: 2, name: 'flyer-v2.pdf' }),
              proof({ id: 'p3', formatId: 'f2' }),
            ],
            shipments: [{ id: 'sh1', carrier: 'DPD', tracking: '0123', shippedOn: '2027-03-18', reportedAt: 0 }],
            received: [{ formatId: 'f1', count: 5100 }],
          }),
          job({
            supplierId: 's2',
            name: 'Druck Alpha',
            number: 'A-2027-0002',
            status: 'sent',
            reference: null,
            shipDate: null,
            proofs: [],
            waitingOn: 'supplier',
          }),
        ],
        'POST /tasks/t1/proofs/p3/changes': reply(409, { code: 'PROOF_DECIDED', message: 'decided' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Auftrag A-2027-0001 an Tlačiareň Beta' });
    expect(within(card).getByText('Versandt')).toBeTruthy();
    expect(within(card).getByText('Erfassen Sie unter „Lieferung“, was ankam.')).toBeTruthy();
    const flyer = within(card).getByRole('group', { name: 'Flyer A5' });
    expect(
      within(flyer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Version 1 · flyer-v1\.pdf · Änderungen erbeten von Max Muster, 02\.03\.2027.*Kommentar: Logo 2 mm further left$/,
      ),
      'Version 2 · flyer-v2.pdf · wartet auf Ihre Entscheidung',
    ]);
    expect(within(card).getByText('Versandt am 18.03.2027 mit DPD, Sendungsnummer 0123')).toBeTruthy();
    expect(within(card).getByText('Flyer A5: 5.100')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Auftrag A-2027-0002 an Druck Alpha' });
    expect(within(other).getByText('Gesendet, noch nicht bestätigt')).toBeTruthy();
    expect(within(other).getByText('Wartet auf den Lieferanten')).toBeTruthy();
    expect(within(other).getByText('Der Lieferant hat den Auftrag noch nicht bestätigt.')).toBeTruthy();

    const letter = within(card).getByRole('group', { name: 'Brief DIN lang' });
    await user.click(within(letter).getByRole('button', { name: 'Änderungen erbitten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Änderungen an Brief DIN lang, Version 1 erbitten' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Was soll sich ändern' }), 'Falz prüfen');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen erbitten' }));
    expect(
      await within(dialog).findByText('Diese Version wurde inzwischen freigegeben oder zurückgegeben.'),
    ).toBeTruthy();
  });

  it('shows its empty state', async () => {
    await renderPage(<OrdersSection task={task} awarded />, { api: { [LIST]: [] } });
    expect(await screen.findByText('No order has gone out for this task.')).toBeTruthy();
  });

  it('before the award asks for nothing and says the orders come with it', async () => {
    await renderPage(<OrdersSection task={testTask({ state: 50 })} awarded={false} />);
    expect(screen.getByRole('region', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('The orders appear here once the task is awarded.')).toBeTruthy();
  });
});
