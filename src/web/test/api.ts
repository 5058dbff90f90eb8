/**
 * The server as a component test sees it: `fetch` answered from a table of routes ("PUT /suppliers" →
 * a JSON body, or a function of the request's body). Every call is recorded; a call no route answers is
 * answered 404 and fails the test (setup.ts), so a component cannot call more than the test knows.
 */
type Answer = { status: number; body: unknown };
type Handler = unknown | ((body: unknown) => unknown);
export type ApiRoutes = Record<string, Handler>;
type Call = { method: string; path: string; body: unknown };

const ANSWER = Symbol('answer');

/** A status other than 200, e.g. `reply(400, { code: 'EMAIL_TAKEN', field: 'email', message: '…' })`. */
export const reply = (status: number, body: unknown = null) => ({ [ANSWER]: { status, body } as Answer });

const isAnswer = (value: unknown): value is { [ANSWER]: Answer } =>
  typeof value === 'object' && value !== null && ANSWER in value;

let unanswered: string[] = [];

/** Stubs `fetch` with `routes` (keys "METHOD /path" below /api, query string left out); returns the calls. */
export function mockApi(routes: ApiRoutes) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) {
      unanswered.push(key);
      return Response.json({ code: 'NOT_FOUND', message: `No route ${key} in the test` }, { status: 404 });
    }
    const route = routes[key];
    const result: unknown = typeof route === 'function' ? await (route as (b: unknown) => unknown)(body) : route;
    const { status, body: answer } = isAnswer(result) ? result[ANSWER] : { status: 200, body: result };
    return status === 204 ? new Response(null, { status }) : Response.json(answer, { status });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return {
    calls,
    /** The bodies sent to one route, oldest first. */
    sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body),
  };
}

/** The calls no route answered since the last check, then forgotten. */
export function takeUnanswered(): string[] {
  const keys = unanswered;
  unanswered = [];
  return keys;
}
