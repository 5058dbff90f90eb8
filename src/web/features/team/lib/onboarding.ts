// The owner who chose "Later" on the welcome page is not asked again in this browser session; the next
// sign-in (a new session) asks again while the workspace has no company (docs/product.md, Buying company).
const key = (workspaceId: string) => `printtender.company-later.${workspaceId}`;

export function postponeCompany(workspaceId: string): void {
  try {
    sessionStorage.setItem(key(workspaceId), '1');
  } catch {
    // Storage refused (private mode): the page asks again on the next entry, which is all that is lost.
  }
}

export function companyPostponed(workspaceId: string): boolean {
  try {
    return sessionStorage.getItem(key(workspaceId)) === '1';
  } catch {
    return false;
  }
}
