import { describe, expect, it } from 'vitest';
import { PubOfferSchema, type PubOffer } from '../../shared/schemas/offers.ts';
import { canAsk, declineState } from './talk-state.ts';

// A page as the contract gives it (parsed, so the test breaks when the contract changes under it).
const page = PubOfferSchema.parse({
  task: {
    id: 't',
    name: 'Mailing',
    note: '',
    address: '',
    deliveryDate: '2027-02-01',
    deadlineDate: '2027-01-12',
    state: 50,
    open: true,
    sealed: false,
    certificateGroups: [],
    requiredCertificates: [],
    pricesRevision: 1,
    amendments: [],
    currencies: ['EUR'],
    buyer: { name: 'Einkauf GmbH', address: '', vatNumber: '', phone: '' },
    cancelMessage: null,
    documents: [],
    formats: [],
  },
  supplier: { id: 's', name: 'Druck Alpha', language: 'de' },
  supplierTask: {
    ...{ currency: 'EUR', formats: [], sum: null, submittedAt: null, terms: null },
    ...{ stale: false, staleFormats: [], complete: false, declined: null },
  },
  questions: [],
  rank: null,
  formatRanks: [],
  partialOffers: 0,
  position: 0,
  percentage: 0,
  rankAt: null,
  rankUpdatesAt: null,
  unchanged: false,
  preview: false,
  timeZone: 'Europe/Berlin',
  award: null,
});

const offer = (open: boolean, supplierTask: Partial<PubOffer['supplierTask']> = {}, preview = false): PubOffer => ({
  ...page,
  task: { ...page.task, open },
  supplierTask: { ...page.supplierTask, ...supplierTask },
  preview,
});
const declined = { reason: 'Keine Kapazität', at: 1_800_000_000_000 };

describe('declining and asking on the printshop page', () => {
  it('offers the decline while the request is open and no offer is made', () => {
    expect(declineState(offer(true))).toEqual({ kind: 'available' });
  });

  it('offers none once an offer is made (the server refuses it), the request is closed, or in the preview', () => {
    expect(declineState(offer(true, { sum: 120_000, submittedAt: 1 }))).toEqual({ kind: 'none' });
    expect(declineState(offer(true, { sum: 120_000, submittedAt: 1, stale: true }))).toEqual({ kind: 'none' });
    expect(declineState(offer(false))).toEqual({ kind: 'none' });
    expect(declineState(offer(false, {}, true))).toEqual({ kind: 'none' });
  });

  it('shows a decline made, undoable by an offer until the deadline, and still shown after it', () => {
    expect(declineState(offer(true, { declined }))).toEqual({ kind: 'declined', ...declined, undoable: true });
    expect(declineState(offer(false, { declined }))).toEqual({ kind: 'declined', ...declined, undoable: false });
  });

  it('asks questions on a printshop’s own page while the request is open, never in the preview', () => {
    expect(canAsk(offer(true))).toBe(true);
    expect(canAsk(offer(false))).toBe(false);
    expect(canAsk(offer(true, {}, true))).toBe(false);
  });
});
