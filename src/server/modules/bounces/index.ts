// What other modules may use of the bounces module (docs/decisions/010): the embedded catcher composes a
// delivery report for its `dsn-` addresses and hands it to the same path as POST /api/mail/events.
export { composeDsn } from './dsn.ts';
export { receiveDsn } from './bounces.routes.ts';
