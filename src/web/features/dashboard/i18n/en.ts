/** The Dashboard's English texts. */
export const en = {
  title: 'Dashboard',
  empty: {
    title: 'No open tasks',
    hint: 'Create a task in Tasks and send it to printshops: every open task gets a card here with its offers.',
    action: 'Go to Tasks',
  },
  loadFailed: 'The dashboard could not be loaded.',
  deadline: {
    none: 'No deadline',
    expired: 'expired',
    today: 'today',
    one: '1 day left',
    many: '{{count}} days left',
    date: 'Offer deadline {{date}}',
  },
  lowest: 'Lowest offer incl. delivery',
  offers: { one: '1 offer', many: '{{count}} offers', none: 'No offers yet', notSent: 'Not sent to printshops yet' },
  /** Only partial offers so far: no total to compare. */
  noComplete: 'No offer for every format yet',
  /** A partial offer's bar: its printshop left formats out. */
  partial: '{{name}} (partial offer)',
  questions_one: '1 unanswered question',
  questions_other: '{{count}} unanswered questions',
  sealed_one: 'Sealed bids, open on {{date}} · 1 offer',
  sealed_other: 'Sealed bids, open on {{date}} · {{count}} offers',
  chart: 'Offers by printshop',
  open: 'Open task',
  more: 'Show more tasks',
};
