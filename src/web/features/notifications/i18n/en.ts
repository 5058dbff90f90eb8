/** The English texts of the notifications feature (namespace `notifications`). */
export const en = {
  bell: {
    label_zero: 'Notifications, none unread',
    label_one: 'Notifications, 1 unread',
    label_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    readAll: 'Mark all as read',
    empty: 'No notifications yet. Events of the tasks you own or watch show here.',
    loadFailed: 'The notifications could not be loaded.',
    unread: 'Unread',
  },
  watch: {
    label: 'Watch this task',
    help: 'Notify me of questions, offers, no-bids, the deadline and undelivered mail.',
  },
  settings: {
    title: 'Notifications',
    intro: 'Events of the tasks you own or watch always show under the bell. By mail:',
    instant: 'Each at once',
    digest: 'A daily summary at 08:00 (questions and undelivered invitations and orders still at once)',
    none: 'No mails',
    saved: 'Notification settings saved',
  },
};
export type NotificationsTexts = typeof en;
