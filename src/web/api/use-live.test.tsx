import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from './get-me.ts';
import {
  isLive,
  openTaskStreamEarly,
  pollUnlessWorkspaceLive,
  useTaskLive,
  useWorkspaceLive,
  type LiveKeys,
} from './use-live.ts';

/** jsdom has no EventSource: this one records what was opened and lets the test send its events. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  send(type: string) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event(type));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const keysOf = (taskId: string): LiveKeys => {
  const all = [['task', taskId]];
  return { task: all, mail: all, offer: all, question: all, decline: all, bid: all };
};

let client: QueryClient;
let reads: number;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const taskQuery = (taskId: string) => ({ queryKey: ['task', taskId], queryFn: () => ++reads, staleTime: Infinity });
/** What the task page's prefetch does: the task read once, its data now in the cache. */
const readTask = (taskId: string) => client.fetchQuery(taskQuery(taskId));

/** The task's page: its live stream and a query showing the task. */
const openPage = (taskId: string) =>
  renderHook(
    () => {
      useTaskLive(taskId, keysOf);
      return useQuery(taskQuery(taskId));
    },
    { wrapper },
  );

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  client = new QueryClient();
  reads = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a task stream opened before its page', () => {
  it('is taken up by the page with the ready it heard, and reads nothing again that came after it was asked for', async () => {
    openTaskStreamEarly('t1');
    await readTask('t1');
    FakeEventSource.opened[0]!.send('ready');
    const page = openPage('t1');
    await act(() => Promise.resolve());
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/tasks/t1/live']);
    expect(isLive('t1')).toBe(true);
    expect(reads).toBe(1);
    page.unmount();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('is not needed for the page to work, but then its ready reads again what came before the page', async () => {
    await readTask('t2');
    await new Promise((r) => setTimeout(r, 2));
    const page = openPage('t2');
    act(() => FakeEventSource.opened[0]!.send('ready'));
    await vi.waitFor(() => expect(reads).toBe(2));
    page.unmount();
  });

  it('is not opened again while the page holds its stream (a click on a section link)', () => {
    const page = openPage('t3');
    openTaskStreamEarly('t3');
    expect(FakeEventSource.opened).toHaveLength(1);
    page.unmount();
  });

  it('is closed when no page takes it up within ten seconds', () => {
    vi.useFakeTimers();
    openTaskStreamEarly('t4');
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    const page = openPage('t4');
    expect(FakeEventSource.opened).toHaveLength(2);
    page.unmount();
  });
});

describe('a refused stream', () => {
  it('reads the session again, so that an ended one signs the page out instead of knocking for ever', async () => {
    let sessionReads = 0;
    await client.fetchQuery({ queryKey: meQueryKey, queryFn: () => ++sessionReads });
    const page = openPage('t5');
    const source = FakeEventSource.opened[0]!;
    // What EventSource does with a 401 or 429: it closes and tells of an error.
    source.close();
    act(() => source.onerror?.());
    await vi.waitFor(() => expect(sessionReads).toBe(2));
    page.unmount();
  });
});

describe("the workspace's stream", () => {
  const bellKeys = { question: [['bell']] };
  const dashboardKeys = { question: [['dashboard']], offer: [['dashboard']] };
  let counts: Record<string, number>;
  const query = (name: string) => ({
    queryKey: [name],
    queryFn: () => (counts[name] = (counts[name] ?? 0) + 1),
    staleTime: Infinity,
  });
  const hear = (name: string, keys: Partial<LiveKeys>) =>
    renderHook(
      () => {
        useWorkspaceLive(keys);
        return useQuery(query(name));
      },
      { wrapper },
    );
  beforeEach(() => {
    counts = {};
  });

  it('is one connection for the bell and the dashboard: each hears its events, and it closes with the last', async () => {
    const bell = hear('bell', bellKeys);
    await vi.waitFor(() => expect(counts.bell).toBe(1));
    act(() => FakeEventSource.opened[0]!.send('ready'));
    expect(pollUnlessWorkspaceLive(60_000)).toBe(false);

    const dashboard = hear('dashboard', dashboardKeys);
    await vi.waitFor(() => expect(counts.dashboard).toBe(1));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/live']);

    act(() => FakeEventSource.opened[0]!.send('question'));
    await vi.waitFor(() => expect(counts).toEqual({ bell: 2, dashboard: 2 }));
    act(() => FakeEventSource.opened[0]!.send('offer'));
    await vi.waitFor(() => expect(counts.dashboard).toBe(3));
    expect(counts.bell).toBe(2);

    dashboard.unmount();
    expect(FakeEventSource.opened[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    expect(pollUnlessWorkspaceLive(60_000)).toBe(false);
    bell.unmount();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(pollUnlessWorkspaceLive(60_000)).toBe(60_000);
  });

  it('tells a hook that joins it open to read again what it loaded before joining', async () => {
    const bell = hear('bell', bellKeys);
    act(() => FakeEventSource.opened[0]!.send('ready'));
    await client.fetchQuery(query('dashboard'));
    await new Promise((r) => setTimeout(r, 2));
    const dashboard = hear('dashboard', dashboardKeys);
    await vi.waitFor(() => expect(counts.dashboard).toBe(2));
    expect(FakeEventSource.opened).toHaveLength(1);
    dashboard.unmount();
    bell.unmount();
  });
});
