import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWorkspaceZone, workspaceDay, workspaceZone } from './calendar.ts';
import { formattersFor } from './use-format.ts';

// docs/product.md#languages: one calendar, the workspace's, whatever the browser's zone. CI's browsers run in UTC,
// whose day ends an hour after Berlin's in winter: the hour in which the certificates journey counted a day more.
describe("the web's calendar at 23:30 UTC", () => {
  const browser = workspaceZone();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 11, 2, 23, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    setWorkspaceZone(browser);
  });

  it("is the workspace's day, not the browser's", () => {
    setWorkspaceZone('UTC');
    expect(workspaceDay()).toBe('2026-12-02');
    setWorkspaceZone('Europe/Berlin');
    expect(workspaceDay()).toBe('2026-12-03');
    expect(workspaceDay(Date.UTC(2026, 11, 2, 22, 59))).toBe('2026-12-02');
  });

  it("shows instants in the workspace's time zone", () => {
    setWorkspaceZone('Europe/Berlin');
    expect(formattersFor('de').dateTime(Date.now())).toBe('03.12.2026 - 00:30');
    setWorkspaceZone('UTC');
    expect(formattersFor('en').dateTime(Date.now())).toBe('02/12/2026 - 23:30');
  });
});
