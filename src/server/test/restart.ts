import { afterEach } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './helper.ts';
import { SmtpSink } from './smtp-sink.ts';

/**
 * For tests of what outlives an app: `start()` opens an app (ready, its mails to a loopback SMTP server) on one
 * database per test, as often as asked: a fresh one after `close()` is a restart, two at once are two instances.
 * Everything ends after the test.
 */
export function useAppsOnOneDatabase(options: AppOptions = {}) {
  const state: { sink?: SmtpSink; db?: TestDatabase; apps: App[] } = { apps: [] };
  afterEach(async () => {
    for (const app of state.apps.splice(0)) await app.close();
    await state.sink?.stop();
    await state.db?.drop();
    state.sink = undefined;
    state.db = undefined;
  });
  const start = async (): Promise<App> => {
    state.sink ??= await new SmtpSink().start();
    state.db ??= await createTestDatabase();
    const app = await buildApp(testConfig(state.db.database, { smtpUrl: state.sink.url }), {
      ...{ webRoot: null, migrated: true, pgPool: state.db.pool, outbox: { pollMs: 50 } },
      ...options,
    });
    state.apps.push(app);
    await app.ready();
    return app;
  };
  /** Closes an app as a stopped instance would be. */
  const stop = async (app: App) => {
    state.apps.splice(state.apps.indexOf(app), 1);
    await app.close();
  };
  return { start, stop, sink: () => state.sink! };
}
