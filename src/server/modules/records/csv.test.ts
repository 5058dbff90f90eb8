import { describe, expect, it } from 'vitest';
import { buildCsv, csvField } from './csv.ts';

describe('the CSV writer', () => {
  it('quotes a field only when it must, for its separator, doubling its quotes', () => {
    expect(csvField('Druck GmbH', ';')).toBe('Druck GmbH');
    expect(csvField('A; B', ';')).toBe('"A; B"');
    expect(csvField('A, B', ';')).toBe('A, B');
    expect(csvField('A, B', ',')).toBe('"A, B"');
    expect(csvField('A; B', ',')).toBe('A; B');
    expect(csvField('15" Rolle', ',')).toBe('"15"" Rolle"');
    expect(csvField('Zeile 1\r\nZeile 2', ';')).toBe('"Zeile 1\r\nZeile 2"');
    expect(csvField('Line 1\nLine 2', ',')).toBe('"Line 1\nLine 2"');
    expect(csvField('', ',')).toBe('');
  });

  it('keeps a text that starts like a formula from running as one', () => {
    expect(csvField('=HYPERLINK("http://x")', ';')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+49 30 1234', ';')).toBe("'+49 30 1234");
    expect(csvField('-5 %', ',')).toBe("'-5 %");
    expect(csvField('@SUM(A1,B1)', ',')).toBe(`"'@SUM(A1,B1)"`);
  });

  const table = {
    columns: [
      { label: 'Name', kind: 'text' as const },
      { label: '5,000', group: { key: 'f', title: 'Flyer' }, kind: 'money' as const },
      { label: 'Zeit', kind: 'at' as const },
    ],
    rows: [
      {
        kind: 'offer' as const,
        cells: [{ text: 'A, B' }, { cents: 1_234_567, currency: 'EUR' as const }, { at: Date.UTC(2027, 0, 5, 8, 7) }],
      },
    ],
  };

  it('writes `;` and decimal commas for German readers, `,` and decimal points for English, no grouping', () => {
    expect(buildCsv(table, 'Europe/Berlin', 'de')).toBe(
      '\uFEFFName;Flyer 5,000;Zeit\r\nA, B;12345,67;05.01.2027 09:07\r\n',
    );
    expect(buildCsv(table, 'Europe/Berlin', 'en')).toBe(
      '\uFEFFName,"Flyer 5,000",Zeit\r\n"A, B",12345.67,05/01/2027 09:07\r\n',
    );
    const cents = (value: number, language: 'de' | 'en') =>
      buildCsv(
        { ...table, rows: [{ kind: 'offer', cells: [null, { cents: value, currency: 'EUR' }, null] }] },
        'UTC',
        language,
      );
    expect(cents(5, 'de').split('\r\n')[1]).toBe(';0,05;');
    expect(cents(5, 'en').split('\r\n')[1]).toBe(',0.05,');
  });
});
