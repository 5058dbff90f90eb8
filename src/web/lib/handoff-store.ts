// The light public pages (sign-in/) hand a notice to the staff app through a full page load ("You joined X"):
// kept in this tab's session storage for the first page the staff app shows, never in the address.
const NOTICE_KEY = 'printtender.handoff-notice';

export type HandedNotice = { text: string; variant: 'success' | 'warning' };

export function storeNotice(notice: HandedNotice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage blocked: the page comes without it.
  }
}

/** The notice handed to the staff app, taken: it shows once. */
export function takeNotice(): HandedNotice | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(NOTICE_KEY) ?? 'null') as Partial<HandedNotice> | null;
    sessionStorage.removeItem(NOTICE_KEY);
    if (typeof stored?.text !== 'string') return undefined;
    return { text: stored.text, variant: stored.variant === 'warning' ? 'warning' : 'success' };
  } catch {
    return undefined;
  }
}
