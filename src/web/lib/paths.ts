/** Every route path of the web app; links and redirects build their addresses here, never by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  activate: '/activate',
  forgot: '/forgot',
  forgotConfirm: '/forgotConfirm',
  mailbox: '/mailbox',
  ua: '/ua',
  uaDashboard: '/ua/dashboard',
  uaSettings: '/ua/settings',
  uaMailbox: '/ua/mailbox',
  uaFormat: '/ua/format',
  uaFormatPrices: '/ua/format/:formatId',
  uaSupplier: '/ua/supplier',
  uaTeam: '/ua/team',
  uaCompany: '/ua/company',
  uaWelcome: '/ua/welcome',
  invitation: '/invitation/:id',
  uaTask: '/ua/task',
  uaTaskDetail: '/ua/task/:taskId',
  uaTaskSection: '/ua/task/:taskId/:section',
  uaSpend: '/ua/spend',
} as const;

/** Where `/ua` itself leads. */
export const uaHome = paths.uaDashboard;

/** The login page that sends the user back to `next` (a path inside the user area) afterwards. */
export function loginHref(next?: string): string {
  return next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}

/** `next` from the login address if it points into the user area or to an invitation; anything else could lead off-site. */
export function safeNext(next: string | null): string {
  if (next && /^\/ua(?:[/?#]|$)/.test(next)) return next;
  // The invitation page sends visitors to log in and back, to accept it.
  if (next && /^\/invitation\/[\w-]+$/.test(next)) return next;
  return paths.ua;
}

/** A task's detail page. */
export const taskHref = (taskId: string) => `${paths.uaTask}/${encodeURIComponent(taskId)}`;

/** A stored format's price history. */
export const formatPricesHref = (formatId: string) => `${paths.uaFormat}/${encodeURIComponent(formatId)}`;

/** The page of a team invitation's link. */
export const invitationHref = (id: string) => `/invitation/${encodeURIComponent(id)}`;

/** The owner's welcome page, asking for the buying company, then on to `next`. */
export const welcomeHref = (next?: string) =>
  next ? `${paths.uaWelcome}?next=${encodeURIComponent(next)}` : paths.uaWelcome;
