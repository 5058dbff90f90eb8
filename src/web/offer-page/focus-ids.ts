/** Elements focus moves to when what had it is gone: the decline made, else the offer's status (closed meanwhile). */
export const declinedNoticeId = 'declined-notice';
export const offerStatusId = 'offer-status';
