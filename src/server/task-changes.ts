/**
 * Tells this instance's listeners that a task's content or state changed (an amendment, a cancellation),
 * after the change committed: the tender cache reads it again at once. In-process; other instances hear
 * of it from the live bus (the app publishes each change there), and their tender caches too.
 */
export class TaskChanges {
  private readonly listeners = new Set<(taskId: string) => void>();

  on(listener: (taskId: string) => void): void {
    this.listeners.add(listener);
  }

  changed(taskId: string): void {
    for (const listener of this.listeners) listener(taskId);
  }
}
