import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIVE_KINDS, type LiveKind } from '../../shared/live.ts';
import { meQueryKey } from './get-me.ts';

/** The queries each kind of event touches; `task` is every query of the task (a resync reads it all again). */
export type LiveKeys = Record<LiveKind, QueryKey[]>;

// While a task's stream is not open (connecting, lost, refused by a proxy), its queries poll this slowly.
const FALLBACK_MS = 60_000;
// Events of a moment are one refetch: an offer burst before the deadline does not refetch per offer.
const GATHER_MS = 300;
// EventSource gives up on an answer that is no stream (401, 404, 429, a proxy's 502): we try again, ever slower.
const REOPEN_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
// A page hidden this long (another tab in front, the window minimised) closes its stream: over HTTP/1.1 a
// browser keeps six connections per host, and six open streams would leave none for any tab's requests.
const HIDDEN_MS = 5_000;

// The tasks whose page holds an open stream.
const live = new Set<string>();

/** Whether the task's page hears its live stream now. */
export const isLive = (taskId: string) => live.has(taskId);

/**
 * A task query's `refetchInterval`: none while the task's page hears its live stream, else a slow poll.
 * Read again whenever the query updates or its component renders (the hook below renders the page).
 */
export const pollUnlessLive = (taskId: string) => (live.has(taskId) ? false : FALLBACK_MS);

/**
 * Invalidations gathered for a moment. A key whose query is still fetching waits for it and is read again
 * afterwards: that fetch may have read before the change, and cancelling it would starve a slow query.
 */
function gatherer(client: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const [hash, queryKey] of pending) {
      if (client.isFetching({ queryKey }) > 0) continue;
      pending.delete(hash);
      void client.invalidateQueries({ queryKey });
    }
    if (pending.size > 0) timer = setTimeout(flush, GATHER_MS);
  };
  return {
    add(keys: QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, GATHER_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

type StreamHandlers = {
  /** The stream opened (`ready` or `resync` came) or dropped. */
  opened: (open: boolean) => void;
  /** A new stream: what was loaded before `connectedAt` may have missed an event. */
  ready: (connectedAt: number) => void;
  /** A resumed stream, or the server lost its notifications: events may have been missed. */
  resync: () => void;
  changed: (kind: LiveKind) => void;
};

// A stream opened ahead of its page is closed if no page takes it up within this time (the visitor went elsewhere).
const EARLY_MS = 10_000;
const STREAM_EVENTS = ['ready', 'resync', ...LIVE_KINDS] as const;

type EarlyStream = { source: EventSource; connectedAt: number; heard: string[]; forget: () => void };

/** Streams opened ahead of their page, by URL, with the events they heard meanwhile. */
const early = new Map<string, EarlyStream>();
/** The URLs whose stream a page holds now. */
const held = new Set<string>();

/** The address of a task's live stream. */
const taskStreamUrl = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/live`;

/**
 * Opens a task's stream before its page renders (the page's prefetch, before its reads): the reads then come
 * after the stream was asked for, and its `ready` reads none of them again. The page's useTaskLive takes it up.
 */
export function openTaskStreamEarly(taskId: string): void {
  const url = taskStreamUrl(taskId);
  // A page opened in the background holds no stream until it is shown (openStream).
  if (early.has(url) || held.has(url) || document.visibilityState === 'hidden') return;
  const source = new EventSource(url);
  const heard: string[] = [];
  const hear = (event: Event) => heard.push(event.type);
  for (const type of STREAM_EVENTS) source.addEventListener(type, hear);
  const dropping = setTimeout(() => {
    early.delete(url);
    source.close();
  }, EARLY_MS);
  const forget = () => {
    clearTimeout(dropping);
    early.delete(url);
    for (const type of STREAM_EVENTS) source.removeEventListener(type, hear);
  };
  early.set(url, { source, connectedAt: Date.now(), heard, forget });
}

/** The stream opened early for `url`, if it is still open: its page takes it over from here. */
function takeEarly(url: string): EarlyStream | undefined {
  const stream = early.get(url);
  stream?.forget();
  if (stream?.source.readyState === EventSource.CLOSED) return undefined;
  return stream;
}

/**
 * An EventSource on `url` (docs/decisions/022) that is opened again after it failed, ever slower, and held
 * only while the page is shown: a hidden page closes it after HIDDEN_MS and opens it again when shown (a page
 * opened in the background, first when shown). It takes up a stream opened early for `url`, and the events that
 * stream heard. A refused stream reads the session again: one that ended (logout, a password changed elsewhere,
 * removed from the team) signs the page out (query-client.ts) instead of knocking again. Answers the function
 * that ends it.
 */
function openStream(url: string, client: QueryClient, on: StreamHandlers): () => void {
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let hiding: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  held.add(url);
  const connect = () => {
    const taken = takeEarly(url);
    const es = taken?.source ?? new EventSource(url);
    const connectedAt = taken?.connectedAt ?? Date.now();
    source = es;
    es.addEventListener('ready', () => {
      failures = 0;
      on.opened(true);
      on.ready(connectedAt);
    });
    es.addEventListener('resync', () => {
      failures = 0;
      on.opened(true);
      on.resync();
    });
    for (const kind of LIVE_KINDS) es.addEventListener(kind, () => on.changed(kind));
    es.onerror = () => {
      on.opened(false);
      if (es.readyState !== EventSource.CLOSED) return;
      void client.refetchQueries({ queryKey: meQueryKey });
      reopen = setTimeout(connect, REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)]);
      failures += 1;
    };
    for (const type of taken?.heard ?? []) es.dispatchEvent(new Event(type));
  };
  const close = () => {
    clearTimeout(reopen);
    source?.close();
    source = undefined;
    on.opened(false);
  };
  const onVisibility = () => {
    clearTimeout(hiding);
    if (document.visibilityState === 'hidden') hiding = setTimeout(close, HIDDEN_MS);
    else if (!source) connect();
  };
  if (document.visibilityState !== 'hidden') connect();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(hiding);
    clearTimeout(reopen);
    source?.close();
    held.delete(url);
  };
}

type SharedStream = { listeners: Set<StreamHandlers>; open: boolean; stop: () => void };

/** The streams held now, by URL, with the hooks that listen to each. */
const shared = new Map<string, SharedStream>();

/**
 * One stream per URL for the whole page: the bell in the top bar and the dashboard both hear the workspace's,
 * and each stream held is a connection of the browser's six per host and one of the user's 20 (TOO_MANY_STREAMS).
 * A hook that joins an open stream is told it is `ready` as of now: what it loaded before may have missed an event.
 * The stream closes with its last listener.
 */
function listen(url: string, client: QueryClient, on: StreamHandlers): () => void {
  let stream = shared.get(url);
  if (stream) {
    stream.listeners.add(on);
    if (stream.open) {
      on.opened(true);
      on.ready(Date.now());
    }
  } else {
    const listeners = new Set([on]);
    const entry: SharedStream = { listeners, open: false, stop: () => undefined };
    stream = entry;
    shared.set(url, entry);
    entry.stop = openStream(url, client, {
      opened: (open) => {
        entry.open = open;
        for (const l of listeners) l.opened(open);
      },
      ready: (connectedAt) => listeners.forEach((l) => l.ready(connectedAt)),
      resync: () => listeners.forEach((l) => l.resync()),
      changed: (kind) => listeners.forEach((l) => l.changed(kind)),
    });
  }
  const joined = stream;
  return () => {
    joined.listeners.delete(on);
    if (joined.listeners.size > 0) return;
    joined.stop();
    shared.delete(url);
  };
}

/** Reads again the queries of `keys` loaded before `connectedAt`; those loading now are left to finish. */
function readMissed(client: QueryClient, keys: QueryKey[], connectedAt: number) {
  // Cancelling a query that is loading makes React Query retry with a back-off of seconds.
  const missed = (q: Query) => q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < connectedAt;
  for (const queryKey of keys) void client.invalidateQueries({ queryKey, predicate: missed }, { cancelRefetch: false });
}

/**
 * The task page's live updates: the stream of `GET /api/tasks/{id}/live`; each event invalidates the queries
 * `keysOf(taskId)` names for its kind, and the page reads them again over REST. On `ready` the queries loaded
 * before the stream was asked for are read again, on `resync` (a reconnect: EventSource sends Last-Event-ID by
 * itself) every query of the task. `keysOf` should be a stable function (module scope): a new one reopens the
 * stream.
 */
export function useTaskLive(taskId: string, keysOf: (taskId: string) => LiveKeys): void {
  const client = useQueryClient();
  // Only to render the page when the stream opens or drops, so that pollUnlessLive is read again.
  const [, setOpen] = useState(false);
  useEffect(() => {
    const keys = keysOf(taskId);
    const gather = gatherer(client);
    const stop = listen(taskStreamUrl(taskId), client, {
      opened: (open) => {
        if (open) live.add(taskId);
        else live.delete(taskId);
        setOpen(open);
      },
      ready: (connectedAt) => readMissed(client, keys.task, connectedAt),
      resync: () => gather.add(keys.task),
      changed: (kind) => gather.add(keys[kind]),
    });
    return () => {
      stop();
      gather.stop();
      live.delete(taskId);
    };
  }, [client, taskId, keysOf]);
}

const WORKSPACE_STREAM = '/api/live';

/** A workspace query's `refetchInterval` (the dashboard's, the bell's): none while the page hears the workspace's stream. */
export const pollUnlessWorkspaceLive = (ms: number) => (shared.get(WORKSPACE_STREAM)?.open ? false : ms);

/**
 * A page's live updates of every task of the workspace (the dashboard, the task list): the stream of
 * `GET /api/live`; an event of a kind `keys` names reads those queries again (gathered for a moment), `ready`
 * those loaded before, `resync` all of them. `keys` should be stable (module scope).
 */
export function useWorkspaceLive(keys: Partial<LiveKeys>): void {
  const client = useQueryClient();
  const [, setOpen] = useState(false);
  useEffect(() => {
    const all = Object.values(keys).flat();
    const gather = gatherer(client);
    const stop = listen(WORKSPACE_STREAM, client, {
      opened: setOpen,
      ready: (connectedAt) => readMissed(client, all, connectedAt),
      resync: () => gather.add(all),
      changed: (kind) => gather.add(keys[kind] ?? []),
    });
    return () => {
      stop();
      gather.stop();
    };
  }, [client, keys]);
}
