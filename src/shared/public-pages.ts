/**
 * The addresses of the light public entry (src/web/sign-in.html, docs/decisions/029): Login, Register, Activate,
 * Forgot, Set password and a team invitation's page. The server and Vite's dev server answer them with it.
 */
export const PUBLIC_PAGE = /^\/(login|register|activate|forgot|forgotConfirm|invitation\/[^/]+)$/;
