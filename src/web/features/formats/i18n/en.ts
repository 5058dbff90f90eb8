import { jobLabels } from '../../../../shared/job-labels.ts';

/** The English texts of the Formats screen (namespace `formats`). */
export const en = {
  import: 'Import…',
  title: 'Formats',
  add: 'Add format',
  createTitle: 'New format',
  editTitle: 'Edit format',
  deleteTitle: 'Delete format?',
  deleteText: 'The format “{{title}}” will be deleted. Tasks keep their own copies of it.',
  textLanguage: 'Language of the texts',
  languages: { en: 'English', de: 'German', sk: 'Slovak' },
  general: 'General',
  texts: 'Texts in {{language}}',
  empty: 'No formats yet',
  emptyHint:
    'Formats are templates for the print products of your tasks, with texts in English, German and Slovak. Add one with the + button at the bottom right.',
  created: 'Format created',
  updated: 'Format saved',
  deleted: 'Format deleted',
  fields: { title: 'Title', ...jobLabels.en },
  formatHint: 'For example DIN A4 or 210 × 297 mm',
  prices: {
    title: 'Price history',
    titleOf: 'Price history: {{title}}',
    open: 'Price history of {{title}}',
    back: 'All formats',
    loadFailed: 'The price history could not be loaded.',
    empty: 'No prices yet',
    emptyHint:
      'Every offer and award for a task format copied from this format shows up here, per 1,000 pieces, so tasks of different quantities compare.',
    chart: 'Price per 1,000 pieces over time',
    table: 'Offers and awards',
    offer: 'Offer',
    award: 'Award',
    date: 'Date',
    kind: 'Kind',
    task: 'Task',
    supplier: 'Printshop',
    count: 'Quantity',
    price: 'Price',
    per1000: 'Per 1,000',
    /** The price plus the offer's delivery cost, once per order: what the format alone cost landed. */
    landed: 'Incl. delivery',
    /** Under a price converted from the printshop's currency: what it quoted. */
    quoted: 'quoted {{amount}}',
    alternative: 'Alternative: {{description}}',
  },
};
