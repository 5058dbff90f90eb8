// Sign-in must take as long for an unknown user as for a wrong password: both hash once.
import { buildApp } from '../src/server/app.ts';
import { post, signUp } from '../src/server/test/accounts.ts';
import { createTestDatabase, testConfig } from '../src/server/test/helper.ts';
import { median } from './lib/processes.ts';

export async function run(seconds: number): Promise<string[]> {
  const n = seconds <= 1 ? 5 : 41;
  process.env.TEST_DB = 'sqlite';
  const db = await createTestDatabase();
  const app = await buildApp(testConfig(db.database, { passwordCost: 'owasp' }), { webRoot: null });
  try {
    await signUp(app, 'known');
    const time = async (login: string) => {
      const t0 = performance.now();
      const res = await post(app, '/api/account/login', { login, password: 'not-the-password-1' });
      if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}`);
      return performance.now() - t0;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that the machine's changing load falls on both alike.
    for (let i = 0; i < n; i++) {
      wrong.push(await time('known'));
      unknown.push(await time(`nobody${i}`));
    }
    const [w, u] = [median(wrong), median(unknown)];
    return [
      `sign-in, median of ${n}: wrong password ${w.toFixed(1)} ms, unknown user ${u.toFixed(1)} ms; ratio ${(u / w).toFixed(2)}× (goal: same within noise)`,
    ];
  } finally {
    await app.close();
    await db.drop();
  }
}
