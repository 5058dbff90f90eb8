/** The English texts of the records feature (namespace `records`): the comparison's downloads. */
export const en = {
  exports: {
    xlsx: 'Download XLSX',
    // The server writes the CSV for the staff member's language, which is also the interface's (docs/product.md).
    csv: 'CSV (commas, decimal point)',
  },
};

export type RecordsTexts = typeof en;
