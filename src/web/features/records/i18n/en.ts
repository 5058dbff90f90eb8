/** The English texts of the records feature (namespace `records`): the comparison's downloads. */
export const en = {
  exports: {
    xlsx: 'Download XLSX',
    csv: 'CSV',
  },
};

export type RecordsTexts = typeof en;
