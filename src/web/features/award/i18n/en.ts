/** The English texts of the award feature (namespace `award`): the accept, the award per format and the order PDFs. */
export const en = {
  quantity: 'Quantity {{count}}',
  versions: '{{count}} versions',
  accept: {
    button: 'Accept',
    buttonFor: 'Accept the offer of {{name}}',
    title: 'Accept this offer?',
    text: '{{name}} receives the order for {{sum}} by mail. The task is then closed.',
    confirm: 'Accept',
    failed: 'Error while sending Order',
    /** A partial offer's row, instead of the accept (docs/product.md#award-and-order). */
    partial: 'Partial offer: award per format',
  },
  award: {
    /** Asked when a format goes to neither its lowest nor its best score (docs/product.md#scoring). */
    reason: 'Why this printshop?',
    reasonHint: 'Neither the lowest price nor the best score: say why. Kept in the history and the export.',
    reasonTooLong: 'At most {{max}} characters',
    reasonSaid: 'Reason: “{{reason}}”',
    score: 'score {{value}}',
    bestScore: 'best score',
    button: 'Award per format',
    title: 'Award per format',
    supplier: 'Printshop',
    what: 'Order',
    quantityOption: '{{count}} pieces – {{price}}',
    alternativeOption: 'Alternative: {{description}} – {{price}}',
    /** Beside a printshop or quantity to choose: the comparison's marks, in its words (docs/product.md#comparison). */
    lowestLanded: 'lowest incl. delivery',
    lowestPrice: 'lowest price',
    outlier: 'far above the others — typo?',
    /** A format without a current price of any printshop: nothing to choose, so the award cannot go on. */
    noPrice:
      'No printshop has a current price for this format, so the award cannot go on. Wait for a price or a confirmation, or amend the task to remove the format.',
    /** Under a format whose chosen price is flagged far above the other offers' (3× their median). */
    outlierChosen:
      'The price of {{name}} for {{title}} is far above the others’ — a typo? Check it with the printshop before you award it.',
    /** Under the best single printshop's total, when its offer holds such a price. */
    bestSingleFlagged: 'The best single printshop’s total holds a price far above the others — typo?',
    total: 'Total of this award, incl. delivery',
    bestSingle: 'Best single printshop ({{name}}), incl. delivery',
    saving: 'Saving against the best single printshop',
    costsMore: 'Costs {{amount}} more than the best single printshop',
    delivery: 'Delivery cost',
    supplierTotal: 'Total incl. delivery',
    counting: 'Counting the award…',
    previewFailed: 'The award could not be counted',
    otherThanAsked:
      'Another quantity or an alternative is ordered: the best single printshop’s total is for the asked quantities.',
    notifyOthers: 'Tell the other printshops that offered they were not chosen',
    continue: 'Continue',
    back: 'Back',
    confirmTitle: 'Send these orders?',
    confirmText_one: 'One printshop gets an order mail, listing just its formats:',
    confirmText_other: '{{count}} printshops each get an order mail, listing just their formats:',
    formatLine: '{{title}}: {{count}} pieces',
    orderLine: '{{title}}: {{count}} pieces for {{price}}',
    alternative: 'alternative',
    othersTold:
      'Every other printshop that offered gets a short “not chosen this time” mail, with its place among the current offers.',
    othersNotTold: 'The other printshops are not told.',
    send_one: 'Send the order',
    send_other: 'Send {{count}} orders',
    orderPdf: 'Order PDF',
    orderPdfOf: 'Order PDF for {{name}}',
  },
  /** A member's award waiting for approval (docs/product.md#budget-and-approval). */
  approval: {
    title: 'Awaiting approval',
    asked: '{{name}} asked on {{at}} to award this task as follows; nothing has been sent yet.',
    waiting: 'An owner or admin approves or rejects it; until then no other award is possible.',
    approve: 'Approve and send',
    reject: 'Reject',
    approveTitle: 'Approve this award?',
    approveText: 'The orders go out exactly as {{name}} asked for them, at the prices shown.',
    rejectTitle: 'Reject this award?',
    rejectText: 'The task stays open for offers and another award. {{name}} is told, with your message.',
    message: 'Message to the member who asked',
    /** What changed since it was asked for: it can only be rejected (docs/product.md#budget-and-approval). */
    changed: {
      title: 'Changed since it was asked for',
      text: 'It cannot be approved as it was shown: reject it, and {{name}} can award anew.',
      line: '{{title}} from {{supplier}}: {{was}} → {{now}}',
      figures: '{{count}} pieces for {{price}}',
      delivery: 'delivery {{amount}}',
      notOnOffer: 'no longer on offer',
      amended: 'The task was amended since (amendment {{now}}); its orders would state it as it is now.',
      newOffer: '{{supplier}} sent a new offer since.',
      notCurrent: 'The price no longer answers the format as it was amended.',
      supplierDeleted: '{{supplier}} was deleted since.',
      notKept: 'Asked for before awards waiting for approval kept their prices.',
    },
  },
  /** What a done task's page opens with (docs/product.md#task-page). */
  summary: {
    title: 'Award',
    /** A winner whose offer named no delivery cost (counted as 0). */
    noDelivery: 'none stated',
  },
};

export type AwardTexts = typeof en;
