import type { RecordsTexts } from './en.ts';

export const de: RecordsTexts = {
  exports: {
    xlsx: 'XLSX herunterladen',
    csv: 'CSV (Semikolons, Dezimalkomma)',
  },
};
