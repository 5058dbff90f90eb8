/** The English texts of the comparison feature (namespace `comparison`): the offers, their terms and history. */
export const en = {
  winner: 'Accepted offer',
  deleted: 'deleted',
  deletedHint: 'Deleted after it offered: it can get no order.',
  quantity: 'Quantity {{count}}',
  /** The task's rates, when it accepts other currencies than its own: "1 CZK = 0.0400 EUR, 1 PLN = …". */
  rates: 'Exchange rates: {{rates}}',
  scoring: {
    current: 'Score weights: {{weights}}',
    edit: 'Change weights',
    title: 'Score weights',
    hint: "Offers are scored 0–100 by these weights: price (lowest total ÷ this total), lead time (shortest ÷ this), quality (the printshop's delivery record) and certificates held. Printshops never see them.",
    save: 'Save',
    saved: 'Score weights saved',
  },
  budget: {
    title: 'Totals against the budget',
    line: 'Budget {{amount}}',
    under: '{{percent}} % under budget',
    over: '{{percent}} % over budget',
    partial: '{{count}} of {{of}} formats: not comparable with the budget for all of them',
  },
  comparison: {
    title: 'Offers',
    caption: 'Prices per format and printshop',
    staleHeading: 'Needs confirmation',
    staleHint: 'Made before the formats changed: not ranked and not awardable until the printshop confirms its prices.',
    needsConfirmation: 'Needs confirmation',
    /** A stale offer's price for a quantity no longer asked: under the printshop, not in a column. */
    pricedFor: '{{title}}: {{price}} for {{count}}',
    /** The formats' column of the table (printshops are its columns). */
    format: 'Format',
    /** The printshop's name in the table's head: it opens the offer's terms and history. */
    details: '{{name}}: terms and history',
    close: 'Close',
    /** An alternative in the table's cell: its description is in the details. */
    alternativeShort: 'Alternative {{price}}',
    alternativeOrdered: 'Alternative {{price}} (ordered)',
    /** Above a table wider than the page: the printshops beyond its left and right edge. */
    suppliersBefore_one: '← 1 printshop',
    suppliersBefore_other: '← {{count}} printshops',
    suppliersAfter_one: '1 more printshop →',
    suppliersAfter_other: '{{count}} more printshops →',
    supplier: 'Printshop',
    sum: 'Total incl. delivery',
    /** Under a price: the words of its mark (src/shared/lowest.ts), the same in the table, the cards, the award and the exports. */
    lowest: 'lowest price',
    lowestLanded: 'lowest incl. delivery',
    lowestSum: 'lowest total',
    /** A price of a format an amendment changed since, not confirmed yet: never lowest (docs/product.md#comparison). */
    toConfirm: 'to confirm',
    /** Under the name of a printshop whose offer has some prices to confirm and others current. */
    toConfirmCount_one: '1 format to confirm',
    toConfirmCount_other: '{{count}} formats to confirm',
    /** A count price at least 3× the median of the others for its format (docs/product.md#comparison). */
    outlier: 'far above the others — typo?',
    /** Beside the lowest total, when an offer at it holds such a price. */
    bestFlagged: 'holds a price far above the others — typo?',
    /** A format an amendment added after the printshop last sent its offer: it could not price it. */
    addedLater: 'added after its offer',
    /** The rows of the printshops' terms. */
    leadTime: 'Lead time',
    validUntil: 'Valid until',
    deliveryCost: 'Delivery cost',
    deliveryOnce: 'once, in the total',
    notStated: 'not stated',
    /** Offers that arrive while the page is open keep the columns in place (docs/product.md#comparison). */
    sortByTotal: 'Sort by total',
    orderKept: 'The order stays as loaded while offers arrive.',
    noPrice: 'no price',
    notOffered: 'not offered',
    /** A partial offer's total: it leaves formats out (docs/product.md#comparison). */
    partial: '{{count}} of {{of}} formats',
    submittedAt: 'Last change',
    /** How many changed offers the printshop sent (docs/product.md#comparison): many may be probing its rank. */
    revisions_one: '1 revision',
    revisions_other: '{{count}} revisions',
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
    runOn: '+1,000 (run-on)',
    ranks: 'ranks',
    versions: '{{count}} versions',
    versionChange: '{{count}} versions, + price per version change',
    alternative: 'Alternative {{price}}: {{description}}',
    alternativeAwarded: 'Alternative {{price}}: {{description}} (ordered)',
    awarded: 'ordered',
    sealed: 'Sealed bids: prices and totals open on {{date}}, after the offer deadline.',
    sealedCount_one: '1 offer received so far.',
    sealedCount_other: '{{count}} offers received so far.',
    sealedCaption: 'Offers received (sealed)',
    received: 'Received',
  },
  rounds: {
    title: 'Final round {{round}}: totals per printshop',
    supplier: 'Printshop',
    earlier: 'Round {{round}}',
    current: 'Round {{round}}',
    sealedAnswered: 'sealed · answered',
    sealedWaiting: 'sealed · no answer yet',
    notIn: 'not in the final round',
  },
  declined: {
    title: 'Declined to offer ({{count}})',
    chip: 'Declined',
    reason: 'Reason: {{reason}}',
  },
  terms: {
    quote: 'Quote {{number}}',
    validUntil: 'valid until {{date}}',
    expiresEarly: 'Expires before the planned award',
    oversPercent: 'Overs and unders',
    oversPer1000: 'Price per 1,000 overs',
    validDays: 'Valid for (days)',
    quoteNumber: 'Quote number',
    note: 'Note',
    deliveryCost: 'Delivery cost',
    leadDays: 'Lead time',
    leadDaysValue_one: '1 working day',
    leadDaysValue_other: '{{count}} working days',
    delivery: 'incl. delivery {{cost}}',
    lateDelivery: 'Lead time misses the delivery date',
  },
  references: {
    title: 'Earlier tasks, per 1,000 pieces',
    lastAward: 'last award {{price}} ({{at}})',
    median_one: 'median of the last year {{price}} (1 offer)',
    median_other: 'median of the last year {{price}} ({{count}} offers)',
  },
  curves: {
    caption: '{{title}}: price per 1,000 pieces by quantity',
    quantity: 'Quantity',
  },
};

export type ComparisonTexts = typeof en;
