import { z } from 'zod';
import { issue } from '../validation.ts';

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
/** The upload's and the deletion's `message` to the printshops after sending, as an amendment's. */
export const MAX_FILE_MESSAGE = 4000;

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

/** `GET /api/tasks/{id}/files/{fileId}?inline=1`: shown in the browser (a PDF or image preview) instead of saved. */
export const FileDownloadQuerySchema = z.object({ inline: z.enum(['0', '1']).optional() });

/** `DELETE /api/tasks/{id}/files/{fileId}`, body optional (null without one): after sending, the amendment's message. */
export const FileDeleteBodySchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(MAX_FILE_MESSAGE, issue('tooLong', { max: MAX_FILE_MESSAGE }))
      .default(''),
  })
  .nullish();

/** A printshop's download (PubFile.url): `/api/pub/files/{taskId}/{supplierId}/{fileId}?expires=&token=`. */
export const PubFileParamsSchema = z.object({
  taskId: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
  fileId: z.string().min(1).max(100),
});
/** Checked by the server, so a missing or wrong one is answered like a foreign link. */
export const PubFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
});
