/** The English texts of the offers feature (namespace `offers`): comparison, history, accept. */
export const en = {
  winner: 'Accepted offer',
  deleted: 'deleted',
  quantity: 'Quantity {{count}}',
  accept: {
    button: 'Accept',
    buttonFor: 'Accept the offer of {{name}}',
    title: 'Accept this offer?',
    text: '{{name}} receives the order for {{sum}} by mail. The task is then closed.',
    confirm: 'Accept',
    failed: 'Error while sending Order',
  },
  comparison: {
    title: 'Offers',
    caption: 'Prices per format and printshop',
    supplier: 'Printshop',
    sum: 'Total',
    lowest: 'lowest price',
    lowestSum: 'lowest total',
    noPrice: 'no price',
    submittedAt: 'Last change',
    history: 'Offer history of {{name}}',
    showHistory: 'Show the offer history of {{name}}',
    hideHistory: 'Hide the offer history of {{name}}',
    revision: 'Offer revision of {{at}}: total {{sum}}',
    first: 'first offer',
    change: '{{title}}: {{from}} → {{to}}',
    unchanged: 'no price changed',
    empty: 'No offers yet',
    emptyHint: 'Offers show up here as soon as printshops enter their prices.',
    loadFailed: 'The offers could not be loaded.',
  },
};

export type OffersTexts = typeof en;
