import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/helper.ts';
import { runKillHarness } from './test/kill-harness.ts';
import { SmtpSink } from './test/smtp-sink.ts';

// A short run in `npm test`; `npm run test:kill` kills 20 times on each database.
const KILLS = Number(process.env.KILLS ?? 3);

describe('killed with SIGKILL under load', () => {
  let db: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.stop();
    await db?.drop();
  });

  it(
    `loses no acknowledged offer and no mail across ${KILLS} kills`,
    { timeout: 120_000 + KILLS * 15_000 },
    async () => {
      db = await createTestDatabase();
      sink = await new SmtpSink().start();
      const report = await runKillHarness(db.database, sink, KILLS);
      console.log(
        `kill harness (${process.env.TEST_DB}): ${JSON.stringify({ ...report, missing: report.missing.length, duplicated: report.duplicated.length, undelivered: report.undelivered.length })}`,
      );
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.missing).toEqual([]);
      expect(report.duplicated).toEqual([]);
      expect(report.undelivered).toEqual([]);
    },
  );
});
