import { z } from 'zod';

/** What a task's documents may be, recognised by their content (not by the name). */
export const FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/tiff',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_TASK_FILE_BYTES = 200 * 1024 * 1024;

/** A task's document as staff see it, with who downloaded it. */
export const TaskFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(FILE_TYPES),
  sha256: z.string(),
  /** The task format it belongs to, null for the whole task. */
  formatId: z.string().nullable(),
  /** Who uploaded it (a name). */
  uploadedBy: z.string(),
  createdAt: z.number(),
  downloads: z.array(
    z.object({ supplierId: z.string(), name: z.string(), firstAt: z.number(), lastAt: z.number(), count: z.number() }),
  ),
});
export type TaskFile = z.infer<typeof TaskFileSchema>;

/** `GET /api/tasks/{id}/files`; `PUT` (multipart: one or more `file` parts, optional `formatId`, `message`) answers the new ones. */
export const TaskFileListSchema = z.object({
  items: z.array(TaskFileSchema),
  /** Bytes stored for the task, against MAX_TASK_FILE_BYTES. */
  totalBytes: z.number().int(),
});
export type TaskFileList = z.infer<typeof TaskFileListSchema>;

export const FileParamsSchema = z.object({ id: z.string().min(1).max(100), fileId: z.string().min(1).max(100) });

/** A document as a printshop's page lists it: `url` downloads it (signed for this printshop, expiring). */
export const PubFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(FILE_TYPES),
  formatId: z.string().nullable(),
  url: z.string(),
});
export type PubFile = z.infer<typeof PubFileSchema>;
