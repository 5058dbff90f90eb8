import type { Language } from '../../shared/languages.ts';
import { PubOfferSchema, type PubOffer } from '../../shared/schemas/offers.ts';

const format = (id: string, title: string, count: number, revision = 1) => ({
  ...{ id, title, format: 'A5', color: '4/4', perforation: '', fold: '', count, counts: [], runOn: false, revision },
  ...{ specLines: [], weight: '135 g', personalisation: '', description: '' },
  fallbacks: { weight: null, personalisation: null, description: null },
});

const price = (id: string, cents: number, count: number, revision = 1) => ({
  ...{ id, price: cents, revision, count, scales: [], runOnPer1000: null, alternative: null },
});

const SENT = Date.UTC(2030, 0, 1, 9, 0);
const AMENDED = Date.UTC(2030, 0, 2, 9, 0);

/**
 * A printshop's page after the buyer raised the flyer's quantity from 10,000 to 15,000 (its revision 2): the
 * printshop had priced all four formats, the flyer at 690,00 € for 10,000 with 69,00 € per further 1,000. The
 * three other prices stay current and have places; the flyer's waits to be confirmed. Parsed by the contract, so
 * a test breaks when the contract changes under it.
 */
export function amendedOffer(language: Language): PubOffer {
  return PubOfferSchema.parse({
    timeZone: 'Europe/Berlin',
    task: {
      ...{ id: 't', name: 'Mailing', note: '', address: '', deliveryDate: null, deadlineDate: null, state: 50 },
      ...{
        open: true,
        sealed: false,
        certificateGroups: [],
        requiredCertificates: [],
        pricesRevision: 2,
        cancelMessage: null,
        documents: [],
      },
      amendments: [
        {
          ...{ number: 1, message: 'Mehr Flyer', pricesChanged: true, createdAt: AMENDED },
          changes: [
            {
              ...{ field: 'format', formatId: 'f', title: 'Flyer A5', change: 'quantities' },
              old: { count: 10_000, counts: [], runOn: true },
              new: { count: 15_000, counts: [], runOn: true },
            },
          ],
        },
      ],
      currencies: ['EUR'],
      buyer: { name: 'Einkauf GmbH', address: '', vatNumber: '', phone: '' },
      formats: [
        { ...format('f', 'Flyer A5', 15_000, 2), runOn: true },
        format('l', 'Letter', 2_000),
        format('e', 'Envelope', 2_000),
        format('p', 'Poster', 500),
      ],
    },
    supplier: { id: 's', name: 'Tlačiareň Alfa', language },
    supplierTask: {
      currency: 'EUR',
      formats: [
        { ...price('f', 69_000, 10_000), runOnPer1000: 6_900 },
        price('l', 30_000, 2_000),
        price('e', 12_000, 2_000),
        price('p', 45_000, 500),
      ],
      ...{ sum: 87_000, submittedAt: SENT, terms: null, stale: true, staleFormats: ['f'], complete: false },
      declined: null,
    },
    questions: [],
    rank: null,
    formatRanks: [
      { formatId: 'l', position: 1, of: 3 },
      { formatId: 'e', position: 2, of: 3 },
      { formatId: 'p', position: 1, of: 2 },
    ],
    ...{ partialOffers: 0, position: 0, percentage: 0, preview: false, award: null, unchanged: false },
    ...{ rankAt: null, rankUpdatesAt: null },
  });
}

/** The same page once the flyer is confirmed: every price current, the offer ranked as a whole. */
export function confirmedOffer(language: Language, flyer: number): PubOffer {
  const amended = amendedOffer(language);
  const [first, ...others] = amended.supplierTask.formats;
  return {
    ...amended,
    supplierTask: {
      ...amended.supplierTask,
      formats: [{ ...first!, price: flyer, revision: 2, count: 15_000, runOnPer1000: null }, ...others],
      ...{
        sum: 87_000 - 69_000 + flyer,
        submittedAt: AMENDED + 60_000,
        stale: false,
        staleFormats: [],
        complete: true,
      },
    },
    rank: { position: 1, of: 2 },
    formatRanks: [{ formatId: 'f', position: 1, of: 2 }, ...amended.formatRanks],
  };
}
