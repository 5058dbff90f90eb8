import { expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../shared/schemas/offers.ts';
import { TOKEN_HEADER } from './offer-api.ts';

it('sends the token in the header the server reads', () => {
  expect(TOKEN_HEADER).toBe(OFFER_TOKEN_HEADER);
});
