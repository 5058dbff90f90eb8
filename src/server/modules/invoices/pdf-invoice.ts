import { unreadable } from './e-invoice.ts';

/** The names ZUGFeRD 1/2, Factur-X and XRechnung give the invoice's XML inside a PDF/A-3, lowercase. */
const EMBEDDED_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd_invoice.xml'];

type Attachment = { filename: string; content: Uint8Array };

/**
 * The invoice XML a ZUGFeRD / Factur-X PDF carries as an embedded file, undefined when it carries none (a plain
 * PDF: its figures are typed). pdfjs-dist reads the PDF without running its scripts and without fonts; it is
 * loaded on the first PDF only (it is large).
 */
export async function embeddedInvoice(bytes: Buffer): Promise<Buffer | undefined> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let attachments: Record<string, Attachment> | null;
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
  });
  try {
    const doc = await task.promise;
    attachments = (await doc.getAttachments()) as Record<string, Attachment> | null;
  } catch {
    throw unreadable('pdf', 'the PDF cannot be opened.');
  } finally {
    await task.destroy();
  }
  const files = Object.values(attachments ?? {});
  const named = (name: string) => files.find((f) => f.filename.toLowerCase() === name);
  const found = EMBEDDED_NAMES.map(named).find((f) => f !== undefined);
  return found && Buffer.from(found.content);
}
