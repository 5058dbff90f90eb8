/**
 * What the server answers when an action succeeded and has nothing else to say: a code and its English
 * sentence, said to the person who acted (docs/product.md#languages). The web shows its own text for the code.
 * No zod here: the staff app's first load uses it.
 */
export const noticeTexts = {
  REGISTERED: 'Welcome! We have sent you an e-mail with your activation code.',
  CONFIRMED: 'Your account is active. Please log in.',
  CODE_RESENT: 'We have sent you a new code. Please check your e-mail.',
  RESET_CODE_SENT: 'If the account exists, a code to reset the password was sent to its e-mail.',
  PASSWORD_CHANGED: 'Password changed',
  SETTINGS_SAVED: 'Settings saved',
  LOGGED_IN: 'Logged in',
  LOGGED_OUT: 'Logged out',
  MAIL_SENT: 'Mail sent',
  TESTMAIL_SENT: 'Test mail sent',
  ORDER_SENT: 'Order sent',
  REMINDER_SENT: 'Reminder sent',
  APPROVAL_REQUESTED: 'The award waits for approval by an owner or admin',
  AWARD_REJECTED: 'Award not approved; the member who asked was told',
} as const;

export type NoticeCode = keyof typeof noticeTexts;
export const NOTICE_CODES = Object.keys(noticeTexts) as [NoticeCode, ...NoticeCode[]];

export const notice = <C extends NoticeCode>(code: C) => ({ code, message: noticeTexts[code] });
