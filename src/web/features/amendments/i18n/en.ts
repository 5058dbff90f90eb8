/** The English texts of the amendments feature (namespace `amendments`): amend, cancel, the revisions. */
export const en = {
  amend: {
    title: 'Send the amendment?',
    intro: 'Every invited printshop gets a mail with these changes, in its language:',
    pricesChanged: 'The formats change: printshops that offered are asked to confirm or update their prices.',
    translation_zero:
      'Only a translation changed: offers stay valid; no printshop of that language is invited, so nobody is told.',
    translation_one: 'Only a translation changed: offers stay valid; only the {{languages}} printshop is told.',
    translation_other:
      'Only a translation changed: offers stay valid; only the {{count}} {{languages}} printshops are told.',
    /** A translation's languages as they stand before one printshop, and before several; joined by `and`. */
    languageOne: { en: 'English', de: 'German', sk: 'Slovak' },
    languageOther: { en: 'English', de: 'German', sk: 'Slovak' },
    and: ' and ',
    message: 'Message to the printshops',
    messageHelp: 'Optional: why it changed, what to mind.',
    confirm: 'Send amendment',
    done: 'Amendment sent',
    nothing: 'Nothing has been changed yet.',
  },
  cancel: {
    open: 'Cancel task…',
    title: 'Cancel the task?',
    text: '“{{name}}” ends without an order. Every invited printshop is told; offers can no longer be made.',
    message: 'Message to the printshops',
    confirm: 'Cancel task',
    done: 'Task cancelled',
    cancelled: 'Cancelled on {{at}}.',
  },
  revisions: {
    title: 'Revisions',
    line: 'Revision {{number}} · {{at}} · {{by}}',
    message: 'Message: {{message}}',
    pricesChanged: 'Printshops were asked to confirm their prices.',
  },
  changes: {
    deliveries: 'Delivery addresses',
    deliveryAdded: 'added',
    deliveryRemoved: 'removed',
    documents: 'Documents',
    added: 'added',
    removed: 'removed',
    spec: 'specification changed',
    title: 'Title',
    quantity: 'Quantity',
    counts: 'Further quantities',
    countsAdded: 'added',
    countsRemoved: 'removed',
    runOn: 'Run-on',
    runOnAsked: 'asked',
    runOnNow: 'now asked',
    runOnDropped: 'no longer asked',
    rate: 'Exchange rate',
    currencies: 'Accepted currencies',
  },
};

export type AmendmentsTexts = typeof en;
