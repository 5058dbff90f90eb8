/**
 * Tells this instance's listeners that a task's content or state changed (an amendment, a cancellation),
 * after the change committed: the tender cache reads it again at once instead of within its second.
 * In-process only; other instances see the change within the cache's second.
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
