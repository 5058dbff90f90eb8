import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { Task } from '../../shared/schemas/tasks.ts';
import { buildApp, type App } from '../app.ts';
import { apiAs } from '../test/api.ts';
import { read } from '../test/read.ts';
import { cookieHeader, createTestDatabase, testConfig } from '../test/helper.ts';
import { ServerProcess } from '../test/server-process.ts';
import { describeDemo, runDemo } from './run-demo.ts';
import { FormatListSchema } from '../../shared/schemas/formats.ts';
import { SupplierListSchema } from '../../shared/schemas/suppliers.ts';
import { TaskListSchema, TaskSchema } from '../../shared/schemas/tasks.ts';
import { ComparisonSchema } from '../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../shared/schemas/events.ts';
import { QuestionListSchema } from '../../shared/schemas/questions.ts';
import { PriceHistorySchema } from '../../shared/schemas/prices.ts';
import { DashboardSchema } from '../../shared/schemas/dashboard.ts';

const DAY = 86_400_000;

// A server process beside it, and half a year of tenders: 13 s on PostgreSQL alone, over 60 s on a loaded machine.
it('fills a new workspace beside the running app with tenders in every state and prints a login that signs in', async () => {
  const { database, drop } = await createTestDatabase();
  const files = mkdtempSync(path.join(tmpdir(), 'printtender-demo-'));
  const config = testConfig(database, { files: { kind: 'disk', dir: files } });
  // The app runs on the same database meanwhile and sends the demo's mails as they are queued: on SQLite a
  // transaction of the demo that read before the app wrote failed with "database is locked" (2026-11-26).
  const running = await ServerProcess.create(database);
  let app: App | undefined;
  try {
    await running.start();
    // What `npm run demo` prints (demo-cli.ts adds reading the configuration).
    // Configured as deployed: the app answers only its BASE_URL's name, and the demo's requests are addressed to it;
    // the mail quotas are on (a new workspace gets a tenth of them), as in production.
    const deployed = {
      ...config,
      baseUrl: 'https://print.example',
      allowedHosts: [],
      mailQuota: { perHour: 500, testPerDay: 50 },
    };
    const printed = describeDemo(await runDemo(deployed), 1);
    const login = /Username\s+(\S+)/.exec(printed)?.[1];
    const password = /Password\s+(\S+)/.exec(printed)?.[1];
    expect(printed).toMatch(/Open\s+https:\/\/print\.example/);

    app = await buildApp(config, { webRoot: null });
    const signIn = await app.inject({ method: 'POST', url: '/api/account/login', payload: { login, password } });
    expect(signIn.statusCode).toBe(200);
    const api = apiAs(app, cookieHeader(signIn.headers['set-cookie']));
    const get = <S extends z.ZodType>(url: string, schema: S) => read(api.get(url), schema);

    const formats = (await get('/api/formats', FormatListSchema)).items;
    expect(formats.length).toBeGreaterThanOrEqual(12);
    for (const f of formats) expect(new Set([f.en.description, f.de.description, f.sk.description]).size).toBe(3);
    const suppliers = (await get('/api/suppliers', SupplierListSchema)).items;
    expect(suppliers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(suppliers.map((p) => p.language))).toEqual(new Set(['de', 'en', 'sk']));

    const tasks = await Promise.all(
      (await get('/api/tasks?limit=100', TaskListSchema)).items.map((t) => get(`/api/tasks/${t.id}`, TaskSchema)),
    );
    expect(new Set(tasks.map((t) => t.state))).toEqual(new Set([0, 5, 10, 50, 90, 99]));
    const compare = (t: Task) => get(`/api/tasks/${t.id}/offers`, ComparisonSchema);
    const done = await Promise.all(tasks.filter((t) => t.state === 99).map(compare));
    const split = done.find((c) => new Set(c.awards.map((a) => a.supplierId)).size > 1);
    expect(split?.awards.some((a) => a.alternative !== null)).toBe(true);
    const sealed = tasks.find((t) => t.sealed && t.state === 50 && t.opening !== null)!;
    const sealedOffers = (await compare(sealed)).offers;
    expect(sealedOffers.length).toBeGreaterThan(0);
    expect(sealedOffers.every((o) => o.sum === null)).toBe(true);

    const open = tasks.find((t) => t.state === 50 && !t.sealed)!;
    expect(open.revisions.length).toBeGreaterThanOrEqual(2);
    const offers = (await compare(open)).offers;
    expect(Math.max(...offers.map((o) => o.history.length + (o.latest ? 1 : 0)))).toBeGreaterThanOrEqual(3);
    expect(offers.some((o) => o.stale)).toBe(true);
    expect(offers.some((o) => o.prices.some((p) => p.alternative !== null))).toBe(true);
    const kinds = new Set((await get(`/api/tasks/${open.id}/events`, TaskEventListSchema)).items.map((e) => e.kind));
    for (const kind of ['created', 'test-mail', 'sent', 'opened', 'clicked', 'downloaded', 'offered', 'asked'] as const)
      expect(kinds).toContain(kind);
    for (const kind of ['answered', 'declined', 'amended', 'file-added', 'reminded', 'reminder-settings'] as const)
      expect(kinds).toContain(kind);
    const questions = (await get(`/api/tasks/${open.id}/questions`, QuestionListSchema)).items;
    expect(questions.some((q) => q.answer && q.published)).toBe(true);
    expect(questions.some((q) => q.answer && !q.published)).toBe(true);

    // The story spans months: offers in the price history of a format bought again and again.
    const flyer = formats.find((f) => f.title === 'Flyer DIN A5')!;
    const history = (await get(`/api/formats/${flyer.id}/prices`, PriceHistorySchema)).items;
    expect(new Set(history.map((p) => p.taskId)).size).toBeGreaterThanOrEqual(2);
    expect(Math.min(...history.map((p) => p.at))).toBeLessThan(Date.now() - 45 * DAY);
    expect(Math.max(...history.map((p) => p.at))).toBeLessThan(Date.now());
    const dashboard = await get('/api/dashboard', DashboardSchema);
    expect(dashboard.items.some((i) => i.offers.length > 0 && i.questions > 0)).toBe(true);
  } finally {
    await running.kill();
    await app?.close();
    await drop();
    rmSync(files, { recursive: true, force: true });
  }
}, 180_000);
