import type { FileType } from '../../../../shared/schemas/files.ts';

/** PDFs show their first page; PNG and JPEG themselves. Browsers do not show TIFF. */
export const canPreview = (type: FileType): boolean =>
  type === 'application/pdf' || type === 'image/png' || type === 'image/jpeg';
