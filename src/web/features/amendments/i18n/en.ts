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
  round: {
    open: 'Final round…',
    title: 'Open a final round',
    text: 'Round {{round}} closes now: only the printshops you tick may send one improved offer or keep theirs, sealed until the deadline. The others are told they are not in the final round; their offers stay on record.',
    suppliers: 'Printshops with offers',
    deadline: 'Deadline of the final round',
    message: 'Message to the printshops chosen',
    confirm: 'Open final round',
    done: 'Final round opened',
    noneChosen: 'Tick at least one printshop.',
    noDeadline: 'Enter the final round’s deadline.',
  },
  revisions: {
    title: 'Revisions',
    line: 'Revision {{number}} · {{at}} · {{by}}',
    message: 'Message: {{message}}',
    pricesChanged: 'Printshops were asked to confirm their prices.',
  },
  changes: {
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
