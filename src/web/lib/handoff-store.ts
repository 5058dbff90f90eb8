// The light sign-in page (sign-in/) hands the typed login name to the staff app's pages through a full page
// load: kept in this tab's session storage for the page it leads to, never in the address.
const KEY = 'printtender.handoff';

export function storeHandoff(path: string, login: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, login }));
  } catch {
    // Storage blocked: the next page starts empty.
  }
}

/** The login name handed to the page at `path`, if any. */
export function storedHandoff(path: string): { login?: string } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path?: unknown; login?: unknown } | null;
    return stored?.path === path && typeof stored.login === 'string' ? { login: stored.login } : {};
  } catch {
    return {};
  }
}

const NOTICE_KEY = 'printtender.handoff-notice';

/** A warning the page at `path` shows once it loaded (why the sign-in led there), in the reader's words. */
export function storeNotice(path: string, text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ path, text }));
  } catch {
    // Storage blocked: the page comes without it.
  }
}

/** The warning handed to the page at `path`, taken: it shows once. */
export function takeNotice(path: string): string | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(NOTICE_KEY) ?? 'null') as { path?: unknown; text?: unknown };
    sessionStorage.removeItem(NOTICE_KEY);
    return stored?.path === path && typeof stored.text === 'string' ? stored.text : undefined;
  } catch {
    return undefined;
  }
}
