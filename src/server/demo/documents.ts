import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A document to attach to a task: its name and bytes. */
export type DemoFile = { name: string; bytes: Buffer; type: string };

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF with a heading and lines of text (Helvetica, Latin-1), readable in any viewer. */
export function pdfFile(name: string, heading: string, lines: string[]): DemoFile {
  const content = [`BT /F1 18 Tf 56 770 Td (${pdfText(heading)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 11 Tf 56 ${730 - i * 18} Td (${pdfText(line)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, bytes: Buffer.from(pdf, 'latin1'), type: 'application/pdf' };
}

/** A PNG mock-up: `width` × `height` pixels of horizontal bands in the given RGB colours. */
export function pngFile(name: string, width: number, height: number, bands: [number, number, number][]): DemoFile {
  const rows = Array.from({ length: height }, (_, y) => {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)]!;
    // Each scanline starts with its filter byte (0: none).
    return Buffer.concat([Buffer.of(0), Buffer.alloc(width * 3).fill(Buffer.of(r, g, b))]);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const chunks = [
    ['IHDR', header],
    ['IDAT', deflateSync(Buffer.concat(rows))],
    ['IEND', Buffer.alloc(0)],
  ] as const;
  const encoded = chunks.map(([type, data]) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    typed.copy(frame, 4);
    frame.writeUInt32BE(crc32(typed), 8 + data.length);
    return frame;
  });
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return { name, bytes: Buffer.concat([signature, ...encoded]), type: 'image/png' };
}

/** A multipart/form-data upload as the task page sends it: text fields, then the files. */
export function formData(fields: Record<string, string>, files: DemoFile[]) {
  const boundary = `----demo${randomBytes(8).toString('hex')}`;
  const part = (disposition: string, extra: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${extra}\r\n`),
      body,
      Buffer.from('\r\n'),
    ]);
  const parts = [
    ...Object.entries(fields).map(([name, value]) => part(`name="${name}"`, '', Buffer.from(value))),
    ...files.map((f) => part(`name="file"; filename="${f.name}"`, `Content-Type: ${f.type}\r\n`, f.bytes)),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
