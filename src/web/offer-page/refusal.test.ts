import { describe, expect, it } from 'vitest';
import { OfferError } from './offer-api.ts';
import { refusalText } from './refusal.ts';
import { texts } from './texts.ts';

const problems = { required: 'Enter it', tooLong: 'Too long' };
const refuse = (
  status: number,
  code: ConstructorParameters<typeof OfferError>[1],
  message = 'Server says',
  key?: string,
) => refusalText(new OfferError(status, code, message, undefined, key), texts.sk, problems);

describe('why a question or a decline was refused', () => {
  it('words the codes it knows in the page’s language', () => {
    expect(refuse(409, 'QUESTIONS_CLOSED')).toBe(texts.sk.errors.QUESTIONS_CLOSED);
    expect(refuse(409, 'DECLINE_CLOSED')).toBe(texts.sk.errors.DECLINE_CLOSED);
    expect(refuse(409, 'ALREADY_OFFERED')).toBe(texts.sk.errors.ALREADY_OFFERED);
    expect(refuse(429, 'RATE_LIMITED')).toBe(texts.sk.errors.RATE_LIMITED);
    expect(refuse(0, 'NETWORK')).toBe(texts.sk.errors.NETWORK);
    expect(refuse(404, 'NOT_INVITED')).toBe(texts.sk.notInvited);
    // A decline refused because the tender ended says why, not "only until the deadline".
    expect(refuse(409, 'TENDER_CANCELLED')).toBe('Tento dopyt bol zrušený; objednávka nebude zadaná.');
    expect(refuse(409, 'OFFER_ENDED')).toBe(texts.sk.errors.OFFER_ENDED);
  });

  it('shows the text’s own problem at the field', () => {
    expect(refuse(400, 'INVALID', 'Must have at most 2000 characters', 'tooLong')).toBe('Too long');
    expect(refuse(400, 'INVALID', 'Field is required', 'required')).toBe('Enter it');
  });

  it('passes on the server’s sentence for a refusal it has no words for, never a server failure’s', () => {
    expect(refuse(409, 'TASK_CANCELLED', 'The tender was cancelled.')).toBe('The tender was cancelled.');
    expect(refuse(500, 'INTERNAL', 'Internal Server Error')).toBe(texts.sk.errors.OTHER);
    expect(refuse(502, 'OTHER', 'Bad Gateway')).toBe(texts.sk.errors.OTHER);
    expect(refusalText(new Error('boom'), texts.sk, problems)).toBe(texts.sk.errors.OTHER);
  });
});
