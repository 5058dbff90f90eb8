/**
 * Runs `run` every `everyMs` on this instance until the returned stop is awaited: one run at a time (a slow run
 * skips the ticks it overlaps), a failure logged and tried again at the next tick. The scheduled jobs
 * (notifications, the orders' reminders) claim their work in the database, so every instance may run them.
 */
export function every(everyMs: number, run: () => Promise<unknown>, log: (err: unknown) => void) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= run()
      .catch(log)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
