import Sqlite from 'better-sqlite3';
import path from 'node:path';
import { inDays } from './sent-task.ts';

/**
 * Lets a task's offer deadline lie in the past, as if days went by: the server under test keeps its SQLite file
 * in E2E_DATA_DIR (playwright.config.ts), and its pages read the tender again within a second.
 */
export function passDeadline(taskId: string): void {
  const db = new Sqlite(path.join(process.env.E2E_DATA_DIR!, 'printtender.sqlite'));
  try {
    db.prepare('UPDATE tasks SET "deadlineDate" = ? WHERE id = ?').run(inDays(-1), taskId);
  } finally {
    db.close();
  }
}
