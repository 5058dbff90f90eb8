import { describe, expect, it } from 'vitest';
import { checkAuction, initialValues, localInput } from './auction-form.ts';

const now = new Date(2027, 2, 5, 9, 30, 20);
const values = { ...initialValues(now) };

describe('the auction dialog’s fields', () => {
  it('start now by default and send the start as an instant, the minute begun as now', () => {
    expect(values).toEqual({ startsAt: localInput(now), minutes: '10', decrementPercent: '1', visibility: 'rank' });
    expect(checkAuction({ ...values, decrementPercent: '2,5', visibility: 'best' }, now.getTime())).toEqual({
      body: {
        startsAt: now.toISOString(),
        minutes: 10,
        decrementPercent: 2.5,
        visibility: 'best',
      },
    });
  });

  it.each([
    [{ startsAt: '' }, { startsAt: 'required' }],
    [{ startsAt: localInput(new Date(2027, 2, 5, 9, 28)) }, { startsAt: 'past' }],
    [{ startsAt: localInput(new Date(2027, 3, 5, 9, 31)) }, { startsAt: 'tooFar' }],
    [{ minutes: '4' }, { minutes: 'minutes' }],
    [{ minutes: '121' }, { minutes: 'minutes' }],
    [{ minutes: '7.5' }, { minutes: 'minutes' }],
    [{ minutes: ' ' }, { minutes: 'required' }],
    [{ decrementPercent: '0.05' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '20.1' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '1.25' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '' }, { decrementPercent: 'required' }],
  ])('refuse %j', (change, errors) => {
    expect(checkAuction({ ...values, ...change }, now.getTime())).toEqual({ errors });
  });

  it('send a later start as typed', () => {
    const later = { ...values, startsAt: '2027-03-06T14:15' };
    expect(checkAuction(later, now.getTime()).body?.startsAt).toBe(new Date(2027, 2, 6, 14, 15).toISOString());
  });

  it('take the limits themselves', () => {
    const edge = { ...values, minutes: '120', decrementPercent: '0.1' };
    expect(checkAuction(edge, now.getTime()).body).toMatchObject({ minutes: 120, decrementPercent: 0.1 });
    expect(checkAuction({ ...edge, minutes: '5', decrementPercent: '20' }, now.getTime()).body).toMatchObject({
      minutes: 5,
      decrementPercent: 20,
    });
  });
});
