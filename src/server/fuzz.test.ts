import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerToken } from './auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../shared/offer-link.ts';
import { apiAs } from './test/api.ts';
import { signUp } from './test/accounts.ts';
import { useTestApp } from './test/helper.ts';
import { arbitraryFor, type JsonSchema } from './test/json-schema-arbitrary.ts';
import { sentTask } from './test/offers.ts';
import { read, readError } from './test/read.ts';
import { SupplierSchema } from '../shared/schemas/suppliers.ts';
import { FormatSchema } from '../shared/schemas/formats.ts';
import { ApiErrorSchema } from '../shared/errors.ts';
import type { RouteEntry } from './app.ts';

const isObjectOrArray = (body: unknown): body is object => typeof body === 'object' && body !== null;
const isEmptyObject = (body: object) => !Array.isArray(body) && Object.keys(body).length === 0;

/** Whether Fastify's JSON parser refuses it itself: a `__proto__` key, or `constructor` with a `prototype`. */
const poisoned = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const ctor = (value as Record<string, unknown>).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    typeof ctor === 'object' &&
    ctor !== null &&
    Object.hasOwn(ctor, 'prototype')
  )
    return true;
  return Object.values(value).some(poisoned);
};
const bodyRefusal = (body: unknown) => (poisoned(body) ? 'INVALID_JSON' : 'BODY_NOT_TAKEN');

/** What the route of an OpenAPI path (`/api/tasks/{id}`) takes as its body (app.routeList). */
const bodyRuleOf = (app: { routeList: RouteEntry[] }, method: string, path: string) =>
  app.routeList.find((r) => r.method === method && r.url === path.replaceAll(/\{(\w+)\}/g, ':$1'))?.body;

// Cases per route: a short run in `npm test`; `npm run test:fuzz` runs 1,000 per route.
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const order = (r: { path: string; method: string }) =>
  r.path === '/api/account/logout' ? 2 : r.method === 'DELETE' ? 1 : 0;

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/**
 * Every route of the OpenAPI document (generated from the zod schemas) gets generated and random input,
 * as a signed-in staff member: never a 500, always a JSON answer with a message for a 4xx.
 */
describe('every route under generated and random input', () => {
  const t = useTestApp();

  it(`answers ${RUNS} cases per route without a 5xx`, { timeout: 60_000 + RUNS * 4_000 }, async () => {
    const { task, suppliers, api } = await sentTask(t.app, 2, 'fuzzer');
    // A stranger's workspace exists too, so that ids of one meet the routes of the other.
    const stranger = apiAs(t.app, (await signUp(t.app, 'fuzzer2')).cookie);
    const foreign = await read(stranger.put('/api/suppliers', { name: 'Fremd', email: 'f@x.de' }), SupplierSchema);
    const format = await read(api.put('/api/formats', { title: 'Flyer' }), FormatSchema);
    const ids = [task.id, suppliers[0]!.id, format.id, foreign.id, 'x', 'a'.repeat(100), '%00', '..'];
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      // A task's live stream answers a valid task for as long as the page stays (live.test.ts covers it).
      .filter(({ path }) => !path.endsWith('/live'))
      // Deleting removes the fixtures the other routes are called with, logging out ends the session: last.
      .sort((a, b) => order(a) - order(b));
    expect(routes.length).toBeGreaterThan(30);

    const reached = new Set<string>();
    for (const { path, method, op } of routes) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path');
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const takesNone = bodyRuleOf(t.app, method, path) === 'none';
      const input = fc.record({
        params: fc.tuple(...params.map(() => fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 120 })))),
        // A route without a body mostly gets none, so that it is reached; else any JSON, which it must refuse.
        body: fc.oneof(
          { weight: 4, arbitrary: takesNone ? fc.constant(undefined) : arbitraryFor(bodySchema) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
        ),
        validToken: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params: values, body, validToken }) => {
          let url = path;
          params.forEach(
            (p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(String(values[i] ?? 'x')) || 'x')),
          );
          const token = validToken ? offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id) : 'forged';
          const res = await api.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : body, {
            [OFFER_TOKEN_HEADER]: token,
          });
          if (res.statusCode < 400) reached.add(`${method} ${path}`);
          // A route that takes no body refuses one, unless an id of `.` or `..` led to another address: one no
          // route serves, or another route's (POST /api/tasks/../suppliers/test is POST /api/suppliers/test).
          const routed = !res.body.includes('"message":"No route ');
          const moved = values.some((v) => v === '.' || v === '..');
          if (
            takesNone &&
            routed &&
            !moved &&
            method !== 'GET' &&
            method !== 'DELETE' &&
            isObjectOrArray(body) &&
            !isEmptyObject(body)
          ) {
            const refusal = res.statusCode === 400 ? ApiErrorSchema.safeParse(res.json()).data?.code : undefined;
            if (refusal !== bodyRefusal(body))
              throw new Error(
                `${method} ${url} takes no body, yet answered ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
          }
          if (res.statusCode >= 500)
            throw new Error(
              `${method} ${url} -> ${res.statusCode} ${res.body} for ${JSON.stringify(body).slice(0, 300)}`,
            );
          if (res.statusCode >= 400) {
            const answer = ApiErrorSchema.safeParse(res.json());
            if (!answer.success || !answer.data.message)
              throw new Error(`${method} ${url} -> ${res.statusCode} not an error with a message: ${res.body}`);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    // The generated input is not all refused at the door: most routes were reached with input they took.
    console.log(`fuzz: ${routes.length} routes, ${RUNS} cases each; ${reached.size} answered 2xx at least once`);
    expect(reached.size).toBeGreaterThan(routes.length / 3);
  });

  it('refuses any non-empty JSON body on every route that takes none, before the route runs', async () => {
    const { task, api } = await sentTask(t.app, 2, 'bodies');
    const bodiless = t.app.routeList.filter((r) => r.body === 'none' && r.url.startsWith('/api/'));
    // POST, DELETE and the rest alike: the test mail, the send of reminders, logout, deleting a task.
    expect(bodiless.length).toBeGreaterThan(10);
    expect(bodiless).toContainEqual({ method: 'POST', url: '/api/tasks/:id/suppliers/test', body: 'none' });
    const nonEmpty = fc.oneof(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 4 }),
    );
    for (const { method, url } of bodiless) {
      await fc.assert(
        fc.asyncProperty(nonEmpty, async (body) => {
          const res = await api.call(method, url.replaceAll(/:\w+/g, task.id), body);
          const error = await readError(res, 400);
          if (bodyRefusal(body) === 'BODY_NOT_TAKEN')
            expect(error).toEqual({ code: 'BODY_NOT_TAKEN', message: `${method} ${url} takes no body; send none.` });
          else expect(error.code).toBe('INVALID_JSON');
        }),
        { numRuns: Math.min(RUNS, 10), endOnFailure: true },
      );
    }
    // Nothing ran: the session still works.
    expect((await api.get('/api/tasks')).statusCode).toBe(200);
  });

  it('refuses deeply nested JSON early', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(await readError(res, 400)).toMatchObject({ code: 'JSON_TOO_DEEP', message: expect.any(String) });
  });
});
