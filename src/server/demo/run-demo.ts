import type { Format } from '../../shared/schemas/formats.ts';
import type { Supplier } from '../../shared/schemas/suppliers.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createTeam, DEMO_COMPANY } from './account.ts';
import { DemoClock, workingDaysBefore } from './clock.ts';
import { moveTaskDates, shiftInstants } from './demo.queries.ts';
import { DEMO_FORMATS } from './formats.data.ts';
import { DEMO_SUPPLIERS } from './suppliers.data.ts';
import { playEnded } from './stories-ended.ts';
import { playOpen } from './stories-open.ts';
import type { Demo } from './task.ts';

export type DemoLogin = {
  username: string;
  password: string;
  colleague: string;
  company: string;
  /** Where to open the app, and its Mailbox on the embedded default (null with a real SMTP relay). */
  url: string;
  mailbox: string | null;
  formats: number;
  suppliers: number;
  tasks: number;
};

/** What `npm run demo` prints: how to sign in, and where the mails went. */
export function describeDemo(demo: DemoLogin, seconds: number): string {
  const { formats, suppliers, tasks } = demo;
  return [
    `Demo workspace "${demo.company}" ready in ${seconds.toFixed(1)} s: ${formats} formats, ${suppliers} printshops, ${tasks} tenders.`,
    '',
    `  Open       ${demo.url}  (npm start, if the app is not running)`,
    `  Username   ${demo.username}`,
    `  Password   ${demo.password}`,
    `  Colleague  ${demo.colleague} (same password)`,
    '',
    demo.mailbox
      ? `The demo's mails wait in the outbox; the app sends them when it runs. Read them in its Mailbox: ${demo.mailbox}`
      : "The demo's mails wait in the outbox; the app sends them through the SMTP relay when it runs.",
  ].join('\n');
}

/** The stored formats and printshops, entered half a year ago. */
async function stock(demo: Omit<Demo, 'formatIds' | 'supplierIds'>) {
  const { buyer, clock } = demo;
  const formatIds = new Map<string, string>();
  const supplierIds = new Map<string, string>();
  await clock.at(clock.instant(workingDaysBefore(clock.today, 130), '10:30'), async () => {
    for (const { key, cost: _, stored, ...input } of DEMO_FORMATS) {
      if (stored !== false) formatIds.set(key, (await buyer.call<Format>('PUT', '/api/formats', input)).id);
    }
  });
  await clock.at(clock.instant(workingDaysBefore(clock.today, 127), '14:00'), async () => {
    for (const { key, style: _, ...input } of DEMO_SUPPLIERS) {
      supplierIds.set(key, (await buyer.call<Supplier>('PUT', '/api/suppliers', input)).id);
    }
  });
  return { ...demo, formatIds, supplierIds };
}

/**
 * `npm run demo`: a new workspace on the configured database with a story of half a year: stored formats
 * and printshops, and tenders in every state. Everything goes through the app's HTTP API in-process (the
 * staff API with a session, the printshops' API with their signed links), so every rule, event and mail
 * is real; then one step moves what was written to when it happens in the story (clock.ts).
 */
export async function runDemo(base: Config): Promise<DemoLogin> {
  // One process plays eight printshops from one address: limits per address would only slow it down.
  // Its own catcher takes a free port, beside an app that may be running on this database. Half a year of
  // mail is written in seconds by a workspace made a moment ago: the hourly mail quota is off for the demo.
  const config: Config = {
    ...base,
    rateLimitFactor: 0,
    catcherPort: 0,
    mailQuota: { perHour: 0, testPerDay: 0 },
  };
  const app = await buildApp(config, { webRoot: null });
  try {
    await app.ready();
    // The demo's mails stay in the outbox: the app sends them when it runs (on the embedded default its
    // Mailbox shows them then), so the demo never waits for an SMTP server.
    await app.deps.outbox.stop();
    const clock = new DemoClock(config.timeZone);
    const team = await createTeam(app, clock.today);
    const demo = await stock({ app, clock, buyer: team.buyer, colleague: team.colleagueStaff });
    const tasks = [...(await playEnded(demo)), ...(await playOpen(demo))];
    // The time step: instants to the story's, and the calendar dates of the tenders that ended back with them.
    // An app running on this database sends the demo's mails meanwhile; PostgreSQL may end the step as a
    // deadlock's victim (SQLSTATE 40P01, seen in CI), and then it is simply tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await app.deps.db.transaction().execute(async (trx) => {
          await shiftInstants(trx, team.workspaceId, clock.segments);
          for (const t of tasks) if (t.ended) await moveTaskDates(trx, t.task.id, t.age);
        });
        break;
      } catch (error) {
        if (attempt >= 5 || (error as { code?: unknown }).code !== '40P01') throw error;
      }
    }
    return {
      username: team.username,
      password: team.password,
      colleague: team.colleague,
      company: DEMO_COMPANY,
      url: config.baseUrl,
      mailbox: config.smtpUrl ? null : `${config.baseUrl}/mailbox`,
      formats: DEMO_FORMATS.length,
      suppliers: DEMO_SUPPLIERS.length,
      tasks: tasks.length,
    };
  } finally {
    await app.close();
  }
}
