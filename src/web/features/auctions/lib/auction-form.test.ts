import { describe, expect, it } from 'vitest';
import { checkAuction, initialValues, instantOf, localInput } from './auction-form.ts';

const zone = 'Europe/Berlin';
// 09:30:20 in Berlin (UTC+1 in March before the change to summer time).
const now = new Date(Date.UTC(2027, 2, 5, 8, 30, 20));
const values = initialValues(now, zone);
const check = (change: object) => checkAuction({ ...values, ...change }, now.getTime(), zone);

describe('the auction dialog’s fields', () => {
  it('start now by default, in the workspace’s time zone, the minute begun sent as now', () => {
    expect(values).toEqual({ startsAt: '2027-03-05T09:30', minutes: '10', decrementPercent: '1', visibility: 'rank' });
    expect(check({ decrementPercent: '2,5', visibility: 'best' })).toEqual({
      body: { startsAt: now.toISOString(), minutes: 10, decrementPercent: 2.5, visibility: 'best' },
    });
  });

  it('send a later start as typed, read in the workspace’s time zone across summer time', () => {
    expect(check({ startsAt: '2027-03-06T14:15' }).body?.startsAt).toBe('2027-03-06T13:15:00.000Z');
    expect(check({ startsAt: '2027-04-01T14:15' }).body?.startsAt).toBe('2027-04-01T12:15:00.000Z');
    expect(localInput(new Date('2027-04-01T12:15:00.000Z'), zone)).toBe('2027-04-01T14:15');
    expect(instantOf('', zone)).toBeNaN();
  });

  it.each([
    [{ startsAt: '' }, { startsAt: 'required' }],
    [{ startsAt: '2027-03-05T09:28' }, { startsAt: 'past' }],
    [{ startsAt: '2027-04-05T09:31' }, { startsAt: 'tooFar' }],
    [{ minutes: '4' }, { minutes: 'minutes' }],
    [{ minutes: '121' }, { minutes: 'minutes' }],
    [{ minutes: '7.5' }, { minutes: 'minutes' }],
    [{ minutes: ' ' }, { minutes: 'required' }],
    [{ decrementPercent: '0.05' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '20.1' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '1.25' }, { decrementPercent: 'decrement' }],
    [{ decrementPercent: '' }, { decrementPercent: 'required' }],
  ])('refuse %j', (change, errors) => {
    expect(check(change)).toEqual({ errors });
  });

  it('take the limits themselves', () => {
    expect(check({ minutes: '120', decrementPercent: '0.1' }).body).toMatchObject({
      minutes: 120,
      decrementPercent: 0.1,
    });
    expect(check({ minutes: '5', decrementPercent: '20' }).body).toMatchObject({ minutes: 5, decrementPercent: 20 });
  });
});
