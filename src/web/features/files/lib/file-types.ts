import type { FileType } from '../../../../shared/schemas/files.ts';

/** How the list names a type: the extension people know it by. */
export const typeLabel: Record<FileType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'application/zip': 'ZIP',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** PDFs show their first page; PNG and JPEG themselves. Browsers do not show TIFF. */
export const canPreview = (type: FileType): boolean =>
  type === 'application/pdf' || type === 'image/png' || type === 'image/jpeg';
