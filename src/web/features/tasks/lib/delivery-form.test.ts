import { describe, expect, it } from 'vitest';
import { remaining } from './delivery-form.ts';

describe('remaining', () => {
  it('takes a format’s quantity, or its versions’ sum while it has versions, less what the addresses get', () => {
    const formats = [
      { id: 'a', count: '1,000' },
      {
        id: 'b',
        count: '10',
        versions: [
          { name: 'Müller', count: '250' },
          { name: 'Weber', count: '1.000' },
        ],
      },
    ];
    const deliveries = [
      {
        address: 'Lieferweg 1',
        date: '',
        counts: [
          { formatId: 'a', count: '400' },
          { formatId: 'b', count: '250' },
        ],
      },
    ];
    expect(remaining(formats, deliveries)).toEqual([600, 1000]);
  });
});
