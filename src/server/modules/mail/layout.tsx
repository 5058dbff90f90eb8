import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const font = 'Arial, Helvetica, sans-serif';

/**
 * The frame of every mail: plain tables and inline styles, which mail clients understand. `brand` heads it: a
 * printshop's mail names the company that buys (docs/product.md, Buying company), staff's own mails PrintTender.
 */
export function MailLayout({ title, brand, children }: { title: string; brand?: string; children: ReactNode }) {
  return (
    <html>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: '#f4f5f7', fontFamily: font, color: '#1f2933' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: '#ffffff', borderRadius: 6 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: '16px 24px',
                          background: '#1565c0',
                          color: '#ffffff',
                          fontSize: 18,
                          fontWeight: 'bold',
                          borderRadius: '6px 6px 0 0',
                        }}
                      >
                        {brand || 'PrintTender'}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 15, lineHeight: 1.5 }}>{children}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** React escapes every value it renders, so user-entered text cannot inject markup into a mail. */
/**
 * A mail's plain-text part: headed by `brand` as MailLayout heads the HTML part, so a printshop reading plain text
 * also reads who buys.
 */
export const plainText = (brand: string | undefined, lines: string[]): string =>
  [...(brand ? [brand, ''] : []), ...lines].join('\n');

export function renderHtml(node: ReactNode): string {
  return '<!doctype html>' + renderToStaticMarkup(node);
}

const factCell = { padding: '4px 12px 4px 0', verticalAlign: 'top' } as const;

/** Label and value pairs, one a row: dates, addresses and the like. */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '16px 0' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ ...factCell, color: '#616e7c' }}>{label}</td>
            <td style={{ ...factCell, whiteSpace: 'pre-line' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The one thing the reader should click. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '10px 18px',
          background: '#1565c0',
          color: '#ffffff',
          borderRadius: 4,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** The sender's multi-line signature, as they wrote it. */
export function Signature({ text }: { text: string }) {
  return text ? <p style={{ whiteSpace: 'pre-line', marginTop: 24 }}>{text}</p> : null;
}
