import { describe, expect, it } from 'vitest';
import { ecbRates } from './ecb-rates.ts';

// An excerpt of the ECB's eurofxref-daily.xml as it is published.
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-12-01'>
      <Cube currency='USD' rate='1.0500'/>
      <Cube currency='CZK' rate='25.000'/>
      <Cube currency='HUF' rate='400.00'/>
      <Cube currency='PLN' rate='4.2500'/>
      <Cube currency='JPY' rate='160.00'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('the ECB reference rates', () => {
  it('give a euro workspace each currency in euros per unit', () => {
    const read = ecbRates(xml, 'EUR')!;
    expect(read.date).toBe('2026-12-01');
    expect(read.rates).toEqual({ USD: 0.9523809524, CZK: 0.04, HUF: 0.0025, PLN: 0.2352941176 });
  });

  it('give a workspace in another currency its own per unit, the euro among them', () => {
    expect(ecbRates(xml, 'CZK')!.rates).toEqual({ EUR: 25, USD: 23.80952381, HUF: 0.0625, PLN: 5.882352941 });
  });

  it('refuse a file without rates or without the own currency', () => {
    expect(ecbRates('<html>not here</html>', 'EUR')).toBeNull();
    expect(ecbRates(xml, 'GBP')).toBeNull();
  });
});
