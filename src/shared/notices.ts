/**
 * What the server answers when an action succeeded and has nothing else to say: a code and its English
 * sentence (the original product's wording where it gave one). The web shows its own text for the code.
 * No zod here: the staff app's first load uses it.
 */
export const noticeTexts = {
  REGISTERED: 'User created, check your email for the activation code.',
  CONFIRMED: 'User confirmed!',
  CODE_RESENT: 'Code has been resent. Please check your email.',
  RESET_CODE_SENT: 'If the account exists, a code to reset the password was sent to its e-mail.',
  PASSWORD_CHANGED: 'Password changed',
  SETTINGS_SAVED: 'Settings saved',
  LOGGED_IN: 'Logged in',
  LOGGED_OUT: 'Logged out',
  MAIL_SENT: 'Mail Sent',
  TESTMAIL_SENT: 'Testmail Sent',
  ORDER_SENT: 'Order sent!',
  REMINDER_SENT: 'Reminder sent',
} as const;

export type NoticeCode = keyof typeof noticeTexts;
export const NOTICE_CODES = Object.keys(noticeTexts) as [NoticeCode, ...NoticeCode[]];

export const notice = <C extends NoticeCode>(code: C) => ({ code, message: noticeTexts[code] });
