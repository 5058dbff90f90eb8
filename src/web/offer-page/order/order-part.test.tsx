import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { PubOrder } from '../../../shared/schemas/orders.ts';
import { freshOfferPage, link } from '../../test/offer-server.ts';
import OrderPart from './order-part.tsx';

const sent: PubOrder = {
  number: 'PO-2027-0001',
  status: 'sent',
  reference: null,
  shipDate: null,
  proofs: [],
  shipments: [],
  proofFormats: ['f1'],
};
const proof = { id: 'p1', formatId: 'f1', name: 'flyer.pdf', size: 10, uploadedAt: 1, decidedAt: 2, decidedBy: null };
const returned: PubOrder = {
  ...sent,
  status: 'proof',
  reference: 'AB-1',
  shipDate: '2027-03-01',
  proofs: [{ ...proof, version: 1, status: 'changes', comment: 'Logo väčšie' }],
};

/** A winner's page as the order part reads it (only the parts it uses). */
function renderFor(language: Language, order: PubOrder) {
  const offer = {
    supplier: { language },
    task: { formats: [{ id: 'f1', title: 'Flyer A5' }] },
    award: { won: [{ formatId: 'f1', count: 5000, price: 100, alternative: null }], currency: 'EUR' },
    order,
  } as unknown as PubOffer & { order: PubOrder };
  return render(<OrderPart link={link} offer={offer} />);
}

describe('the order part of a winner’s page', () => {
  freshOfferPage();

  it('confirms the order with the printshop’s reference and ship date (English)', async () => {
    const confirmed = { ...sent, status: 'confirmed', reference: 'AB-1', shipDate: '2027-03-01' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(confirmed), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderFor('en', sent);
    expect(screen.getByRole('heading', { name: 'Your order PO-2027-0001' })).toBeTruthy();
    expect(screen.getByText('Waiting for your confirmation')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your reference'), 'AB-1');
    await userEvent.type(screen.getByLabelText('Planned ship date'), '2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(await screen.findByText('Confirmed: reference AB-1, planned ship date 01/03/2027.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pub/tasks/t/s/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ reference: 'AB-1', shipDate: '2027-03-01' });
    // A proof is asked of the flyer: its upload shows, the shipment waits.
    expect(screen.getByText('A proof is asked for')).toBeTruthy();
    expect(screen.getByText('You can report the shipment once every proof is approved.')).toBeTruthy();
  });

  it('shows the buyer’s comment on a version to change and offers a new one (Slovak)', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: 'FILE_TYPE_REFUSED' }), { status: 400 }));
    vi.stubGlobal('fetch', refused);
    renderFor('sk', returned);
    expect(screen.getByText('Náhľad sa posudzuje')).toBeTruthy();
    expect(screen.getByText(/Verzia 1: flyer.pdf \(žiadame zmeny\)/)).toBeTruthy();
    expect(screen.getByText('Komentár odberateľa: Logo väčšie')).toBeTruthy();
    const file = new File(['%PDF'], 'flyer-2.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Náhľad (PDF)'), file);
    // jsdom's own submit checks a file input's validity without the uploaded file: the form is submitted here.
    fireEvent.submit(screen.getByRole('button', { name: 'Nahrať náhľad' }).closest('form')!);
    expect((screen.getByLabelText('Náhľad (PDF)') as HTMLInputElement).files).toHaveLength(1);
    await vi.waitFor(() => expect(refused).toHaveBeenCalled());
    expect((await screen.findByRole('alert')).textContent).toBe('Náhľad musí byť súbor PDF.');
    const [url, init] = refused.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pub/tasks/t/s/proofs');
    expect(init.method).toBe('PUT');
  });
});
