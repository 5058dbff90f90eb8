import { jobLabels } from '../../../shared/job-labels.ts';

// The offer page's own texts: i18next is too heavy for this page. Amounts and counts arrive formatted in the
// reader's number format (texts.ts).
export const en = {
  loading: 'Loading your offer…',
  notInvited: 'You were not invited',
  offerFor: (supplier: string) => `Offer of ${supplier}`,
  buyer: 'Request for quotation from',
  vatNumber: 'VAT number',
  phone: 'Phone',
  status: 'Status of your offer',
  details: 'The print job',
  requires: (kinds: readonly string[]) =>
    kinds.length === 1
      ? `This job requires a valid ${kinds[0]} certificate of your company.`
      : `This job requires: ${kinds.join(', ')}. Your company must hold a valid certificate of each.`,
  ...jobLabels.en,
  formats: 'Formats and prices',
  pricesHint:
    'Enter one price per format for the whole quantity, in your offer’s currency (comma or point before the decimals). A format you do not offer: tick “No offer for this format”.',
  scalesHint: 'Prices for further quantities are optional: the price of the main quantity decides your rank.',
  priceLabel: (count: string) => `Price for the whole quantity of ${count}`,
  priceFor: (count: string) => `Price for ${count} pieces`,
  runOnLabel: 'Price per additional 1,000 pieces (run-on)',
  // Versions and delivery addresses (docs/product.md#versions, #delivery-addresses).
  split: {
    versions: 'Versions',
    versionChange: 'Price per version change',
    versionChangeHint: (changes: string) => `Version changes counted into your total: ${changes}`,
    deliveryAddress: (n: number) => `Delivery address ${n}`,
    deliveryCostAll: (n: number) => `Delivery cost to all ${n} delivery addresses (0 for free delivery)`,
  },
  per1000: (amount: string) => `= ${amount} per 1,000 pieces`,
  optional: 'optional',
  noOffer: 'No offer for this format',
  currency: {
    label: 'Currency of your offer',
    hint: 'Every price, the delivery cost and the order are in this currency.',
  },
  // A place per format: among the current offers that priced it, by its price plus each one's delivery cost.
  formatRank: {
    best: (of: number) => `Best of ${of} ${of === 1 ? 'offer' : 'offers'} for this format`,
    place: (place: number, of: number) => `Place ${place} of ${of} offers for this format`,
    hint: 'A place for a format compares the format’s price plus the delivery cost, among the offers that priced it.',
  },
  alternative: {
    add: 'Offer an alternative',
    remove: 'Remove the alternative',
    title: 'Your alternative',
    hint: 'The buyer sees it beside your offer; it does not count for your rank.',
    description: 'What is different, e.g. 115 g instead of 135 g',
    price: (count: string) => `Price of the alternative for ${count}`,
  },
  terms: {
    title: 'Your terms',
    hint: 'Optional: the buyer sees them with your offer.',
    oversPercent: 'Overs and unders tolerance (± %)',
    oversPer1000: 'Price per 1,000 overs',
    validDays: 'Offer valid for (days)',
    quoteNumber: 'Your quote number',
    note: 'Note (paper price clause, proof type, …)',
    deliveryCost: 'Delivery cost to the delivery address (0 for free delivery)',
    leadDays: 'Lead time (working days from the order)',
  },
  total: 'Total',
  inclDelivery: (cost: string) => `incl. delivery ${cost}`,
  missingPrices: (missing: number) => (missing === 1 ? '1 price missing' : `${missing} prices missing`),
  submitted: (sum: string, at: string) => `Submitted: ${sum} on ${at}`,
  submit: 'Submit offer',
  update: 'Update offer',
  bid: 'Place bid',
  bidAtMost: (max: string, over: boolean) =>
    over ? `Too high: your bid may total at most ${max}` : `Your bid may total at most ${max}`,
  sending: 'Sending…',
  success: 'Your offer has been submitted',
  /** The same offer sent again: nothing was stored (docs/product.md#offers-and-ranks). */
  unchanged: 'No change: your offer is the same as before.',
  rank: {
    none: 'You have not submitted an offer yet.',
    // Fresh places are limited per hour (docs/product.md#offers-and-ranks): the change is saved, its place comes later.
    held: (time: string) => `Your offer is saved. Your rank updates again at ${time}.`,
    heldPast: 'Your offer is saved. Send it again to see its current rank.',
    // A place is taken at the printshop's own change and kept (docs/product.md#offers-and-ranks): it says when.
    asOf: (when: string) =>
      `As of ${when}, when you last changed your offer: offers sent since then count from your next change.`,
    // Among the current offers only (docs/product.md#offers-and-ranks): how many there are is part of the place.
    best: (of: number) => `Your offer: best of ${of} current ${of === 1 ? 'offer' : 'offers'}.`,
    place: (place: number, of: number) => `Your offer: place ${place} of ${of} current offers.`,
    // A partial offer has places per format only; a whole place is among the offers for every format.
    partial: (priced: number, of: number) =>
      `You priced ${priced} of ${of} formats. Offers for every format are ranked as a whole; yours is ranked per format (see each format).`,
    partialOffers: (n: number) =>
      `Ranked among the offers for every format; ${n === 1 ? '1 offer for some formats only is' : `${n} offers for some formats only are`} ranked per format.`,
    sealed:
      'Your offer has been received. This tender takes sealed bids: no rank is shown, and the buyer sees prices only after the offer deadline.',
    onRecord: 'Your offer has been received; the buyer sees it.',
    sealedNone: 'This tender takes sealed bids: nobody sees prices before the offer deadline, and no rank is shown.',
  },
  expired: 'The offer deadline has passed: offers can no longer be submitted or changed.',
  ended: 'This tender has ended: an offer has been accepted. Prices can no longer be changed.',
  won: 'Your offer was chosen. The order follows by mail:',
  wonLine: (title: string, count: string, price: string) => `${title}: ${count} pieces at ${price}`,
  yourAlternative: 'your alternative',
  lost: 'This tender went to another printshop this time. Thank you for your offer.',
  staleTitle: 'Needs confirmation',
  confirm: 'Confirm offer',
  // After an amendment only the formats it changed wait (docs/product.md#amendments), each with its old price shown.
  changed: {
    title: (n: number, of: number) =>
      n === 1 ? `1 of ${of} formats changed: confirm it` : `${n} of ${of} formats changed: confirm them`,
    text: (titles: string, n: number) =>
      `The buyer changed ${titles} since your offer. Enter ${n === 1 ? 'its new price' : 'their new prices'} below and confirm; your other prices stay valid and need nothing.`,
    // Places per format cover the current prices only.
    covers: (k: number, of: number, titles: string, n: number) =>
      `${k === 1 ? 'Your place covers' : 'Your places cover'} ${k} of ${of} formats; confirm ${titles} to be ranked for ${n === 1 ? 'it' : 'them'}.`,
    unranked: (titles: string, n: number) => `Confirm ${titles} to be ranked for ${n === 1 ? 'it' : 'them'} again.`,
    was: 'was',
    wasFor: (count: string) => `for ${count}`,
    useScale: (price: string, count: string) => `Use ${price} (your earlier price for ${count})`,
    useRunOn: (price: string, base: string, thousands: string, runOn: string) =>
      `Use ${price} (${base} + ${thousands} × ${runOn} run-on)`,
  },
  // Before sending a price that is probably mistyped (src/shared/price-check.ts); the printshop may send it anyway.
  doubts: {
    title: 'Check these prices before sending',
    send: 'Send anyway',
    check: 'Check the prices',
    /** A price for another quantity than the one compared: with its price per 1,000. */
    quantity: (price: string, count: string, per1000: string) => `${price} for ${count} (${per1000} per 1,000)`,
    higher: (title: string, now: string, before: string, n: string, over: boolean) =>
      `${title}: ${now} is ${over ? 'over ' : ''}${n} times your earlier price of ${before}.`,
    lower: (title: string, now: string, before: string, n: string, over: boolean) =>
      `${title}: ${now} is ${over ? 'under ' : ''}1/${n} of your earlier price of ${before}.`,
    curve: (title: string, high: string, low: string, n: string, over: boolean) =>
      `${title}: per 1,000 pieces, ${high} is ${over ? 'over ' : ''}${n} times ${low}.`,
    /** A quantity's price per 1,000 in the curve's sentence. */
    per1000: (per1000: string, count: string) => `${per1000} for ${count}`,
  },
  // Prices and terms typed but not sent survive a reload, in this browser (drafts.ts).
  draft: {
    restored: 'We restored the prices you had typed but not sent.',
    notFor: (titles: string, n: number) =>
      `Not those for ${titles}: the buyer changed ${n === 1 ? 'it' : 'them'} since.`,
    dropped:
      'The prices you had typed here were not restored: your offer was sent since (perhaps from another device).',
    discard: 'Discard them',
  },
  cancelledTitle: 'Request cancelled',
  cancelled: 'This request was cancelled; no order will be placed.',
  preview: 'Preview: this is how a printshop sees your request. Nothing can be sent from here.',
  amendments: {
    title: 'Changes to this request',
    revision: (revision: number, at: string) => `Revision ${revision} of ${at}`,
  },
  documents: {
    title: 'Documents',
    empty: 'No documents are attached to this request.',
    general: 'For the whole request',
    download: 'Download',
    downloadName: (name: string) => `Download ${name}`,
  },
  questions: {
    title: 'Questions and answers',
    empty: 'No questions yet.',
    question: 'Question',
    answer: 'Answer',
    own: 'Your question',
    unanswered: 'Not answered yet',
    private: 'Answered to you only',
    hint: 'Ask the buyer about this request. If the buyer publishes the answer, every invited printshop sees your question and the answer, without your name.',
    label: 'Your question',
    limit: (max: string) => `At most ${max} characters.`,
    count: (count: string, max: string) => `${count} / ${max}`,
    submit: 'Send question',
    sent: 'Your question has been sent',
    required: 'Enter your question.',
    tooLong: (max: string) => `Your question is too long: at most ${max} characters.`,
    closed: 'Questions can be asked only while the request is open.',
  },
  decline: {
    title: 'Not offering this time?',
    intro: 'If you will not send an offer, let the buyer know why.',
    action: 'Decline to offer',
    dialogText:
      'Tell the buyer why you will not send an offer. You will get no reminders about this request. Until the offer deadline you can still send an offer.',
    reason: 'Reason',
    reasonHint: 'For example: no capacity in this period, the paper is not available.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    required: 'Please give a reason.',
    tooLong: (max: string) => `The reason is too long: at most ${max} characters.`,
    sent: 'The buyer has been told that you will not offer',
    declinedTitle: 'You declined to offer',
    declinedAt: (at: string) => `Sent on ${at}. Your reason:`,
    undo: (deadline: string) =>
      `You can still send an offer until the offer deadline on ${deadline}; sending one withdraws your decline.`,
    undoOpen: 'You can still send an offer while the request is open; sending one withdraws your decline.',
  },
  priceRequired: 'Enter a price',
  priceInvalid: 'Enter an amount with at most two decimals, such as 1,250.00',
  priceNegative: 'The price must not be negative',
  priceZero: 'The price must be more than 0',
  priceTooLarge: (max: string) => `The price must be at most ${max}`,
  priceDecimals: 'Enter an amount with no more than two decimals',
  percentInvalid: (min: string, max: string) => `Enter a percentage from ${min} to ${max}`,
  daysInvalid: (min: string, max: string) => `Enter a whole number of days from ${min} to ${max}`,
  leadDaysInvalid: (min: string, max: string) => `Enter a whole number of working days from ${min} to ${max}`,
  descriptionRequired: 'Say what the alternative is',
  errors: {
    NETWORK: 'The server cannot be reached. Check your connection and try again.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    PRICE_MISSING: 'Enter a price for at least one format.',
    UNKNOWN_FORMAT: 'A format is no longer part of this request. Please reload the page.',
    FORMAT_REPEATED: 'A format was priced twice. Please reload the page and enter one price per format.',
    QUANTITY_NOT_ASKED: 'A price was given for a quantity that was not asked for. Please reload the page.',
    QUANTITY_REPEATED: 'A quantity was priced twice. Please reload the page and enter one price per quantity.',
    TENDER_CANCELLED: 'This request was cancelled; no order will be placed.',
    OFFER_ENDED: 'This request has ended: an offer has been accepted.',
    TENDER_CHANGED:
      'The request was changed while you entered your offer. Please check the changes above and send your offer again.',
    QUESTIONS_CLOSED: 'Questions can no longer be asked: the request is closed.',
    DECLINE_CLOSED: 'Declining is possible only until the offer deadline.',
    ALREADY_OFFERED:
      'You have already sent an offer; it stays valid. You can change it on this page, but not withdraw it.',
    OTHER: 'Something went wrong. Please try again.',
  },
  retry: 'Try again',
  dateNone: '–',
};
