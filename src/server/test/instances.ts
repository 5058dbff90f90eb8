import { afterEach } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './helper.ts';

/**
 * Instances of the app on one fresh database, as behind a balancer: `start()` builds two (or `count`);
 * they are closed and the database dropped after each test.
 */
export function useInstances(overrides: Partial<Config> = {}, options: AppOptions = {}) {
  let apps: App[] = [];
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await db?.drop();
    db = undefined;
  });
  return {
    async start(count = 2): Promise<App[]> {
      db = await createTestDatabase();
      const config = testConfig(db.database, overrides);
      for (let i = 0; i < count; i++) apps.push(await buildApp(config, { webRoot: null, ...options }));
      return apps;
    },
  };
}
