// `npm run user -- require-password-reset <username or e-mail>`: the user must set a new password
// (by a mailed code) at their next sign-in, e.g. after a suspected leak.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { setPasswordResetRequired } from './modules/account/index.ts';

const [command, login] = process.argv.slice(2);
if (command !== 'require-password-reset' || !login) {
  console.error('usage: npm run user -- require-password-reset <username or e-mail>');
  process.exit(2);
}
try {
  const app = await buildApp({ ...loadConfig(), logLevel: 'warn' }, { webRoot: null });
  const found = await setPasswordResetRequired(app.deps.db, login);
  await app.close();
  console.log(found ? `${login} must set a new password at the next sign-in.` : `No user ${login}.`);
  process.exitCode = found ? 0 : 1;
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : String(err));
  process.exit(1);
}
