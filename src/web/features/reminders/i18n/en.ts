/** The English texts of the reminders feature (namespace `reminders`). */
export const en = {
  reminders: {
    title: 'Reminders',
    intro: 'Each reminder goes to a printshop at most once per revision of the task, in its language.',
    before: 'Remind before the offer deadline',
    beforeHelp:
      'To every invited printshop that has neither offered nor declined, and to those asked to confirm prices of changed formats.',
    beforeDays: 'Days before the deadline',
    unopened: 'Ask “Did you receive our request?”',
    unopenedHelp: 'To every printshop that has not opened its invitation.',
    unopenedDays: 'Days after the invitation',
    save: 'Save reminders',
    saved: 'Reminder settings saved',
    sendNow: 'Send reminder now',
    sendTitle: 'Send a reminder now?',
    sendText_one: 'The reminder goes to 1 printshop still waited for: no offer or no-bid yet, or prices to confirm.',
    sendText_other:
      'The reminder goes to {{count}} printshops still waited for: no offer or no-bid yet, or prices to confirm.',
    confirmText_one: 'The reminder goes to 1 printshop and names the formats whose prices it is asked to confirm.',
    confirmText_other:
      'The reminder goes to {{count}} printshops, each told the formats whose prices it is asked to confirm.',
    waitingTitle_one: 'Waiting for 1 confirmation',
    waitingTitle_other: 'Waiting for {{count}} confirmations',
    waitingFor: 'to confirm: {{formats}}',
    remindConfirm_one: 'Remind 1 printshop to confirm',
    remindConfirm_other: 'Remind {{count}} printshops to confirm',
    send: 'Send reminder',
    nobody: 'Every invited printshop has offered or declined, and no price waits to be confirmed: nobody to remind.',
    sent_one: 'Reminder sent to 1 printshop',
    sent_other: 'Reminder sent to {{count}} printshops',
  },
};

export type RemindersTexts = typeof en;
