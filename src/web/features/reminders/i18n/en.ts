/** The English texts of the reminders feature (namespace `reminders`). */
export const en = {
  reminders: {
    title: 'Reminders',
    intro: 'Each reminder goes to a printshop at most once per revision of the tender, in its language.',
    before: 'Remind before the offer deadline',
    beforeHelp: 'To every invited printshop that has neither offered nor declined.',
    beforeDays: 'Days before the deadline',
    unopened: 'Ask “Did you receive our request?”',
    unopenedHelp: 'To every printshop that has not opened its invitation.',
    unopenedDays: 'Days after the invitation',
    save: 'Save reminders',
    saved: 'Reminder settings saved',
    sendNow: 'Send reminder now',
    sendTitle: 'Send a reminder now?',
    sendText_one: 'The reminder goes to 1 printshop that has neither offered nor declined.',
    sendText_other: 'The reminder goes to {{count}} printshops that have neither offered nor declined.',
    send: 'Send reminder',
    nobody: 'Every invited printshop has offered or declined: nobody to remind.',
    sent_one: 'Reminder sent to 1 printshop',
    sent_other: 'Reminder sent to {{count}} printshops',
  },
};

export type RemindersTexts = typeof en;
