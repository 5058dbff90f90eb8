/** The English texts of the deliveries feature (namespace `deliveries`). */
export const en = {
  title: 'Delivery',
  intro:
    'Record for each printshop that won when the print arrived and how good it was: it counts in the printshop’s record.',
  loadFailed: 'The deliveries could not be loaded.',
  form: 'Delivery of {{name}}',
  deliveredOn: 'Delivered on',
  quality: 'Quality',
  qualities: {
    '1': '1 – poor',
    '2': '2 – fair',
    '3': '3 – good',
    '4': '4 – very good',
    '5': '5 – excellent',
  },
  note: 'Note',
  record: 'Record delivery',
  change: 'Save the change',
  saved: 'Delivery of {{name}} recorded.',
  none: 'Not recorded yet.',
  recorded: 'Recorded: delivered on {{date}}, {{timing}}, quality {{quality}} of 5 ({{by}}, {{at}}).',
  onTime: 'on time',
  late_one: '{{count}} day late',
  late_other: '{{count}} days late',
  noDate: 'no delivery date to compare',
};
