/**
 * Runs `work` at once when poked and every `pollMs` otherwise, one run at a time: a poke during a run runs it
 * again right after. The outbox's sends and the making of its attachments each run in one.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopping = true;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Once stopped, a run in flight ends after what it holds instead of taking more. */
  get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  poke(): void {
    if (this.stopping) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the run in flight. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopping) return;
    this.running = this.work()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.stopping) return;
        this.schedule(this.again ? 0 : this.pollMs);
        this.again = false;
      });
    await this.running;
  }
}
