import { toDisplayDate } from './dates.ts';
import type { Language } from './languages.ts';
import { formatCount } from './money.ts';

// Versions and delivery addresses as the mails, the order PDF and an amendment's lines write them, in the
// reader's language (docs/glossary.md: Sorten/Sortenwechsel, verzie/výmena verzie). No zod here.

const words = {
  en: {
    versions: 'Versions',
    versionChange: 'Version change',
    priceAsked: 'price per version change asked',
    deliveries: 'Delivery addresses',
    address: 'Delivery address',
    none: 'none',
  },
  de: {
    versions: 'Sorten',
    versionChange: 'Sortenwechsel',
    priceAsked: 'Preis je Sortenwechsel erbeten',
    deliveries: 'Lieferadressen',
    address: 'Lieferadresse',
    none: 'keine',
  },
  sk: {
    versions: 'Verzie',
    versionChange: 'Výmena verzie',
    priceAsked: 'žiadame cenu za výmenu verzie',
    deliveries: 'Adresy dodania',
    address: 'Adresa dodania',
    none: 'žiadne',
  },
} as const;

export const splitWords = (language: Language) => words[language];

type Versioned = { versions: readonly { name: string; count: number }[]; versionChangePrice: boolean };

/** "8 × 250: Müller 250, Schmidt 250, …" or "4: DE 1,000, EN 500, …"; '' without versions. */
export function versionsValue(versions: Versioned['versions'], language: Language): string {
  if (versions.length === 0) return '';
  const counts = new Set(versions.map((v) => v.count));
  const head =
    counts.size === 1 ? `${versions.length} × ${formatCount(versions[0]!.count, language)}` : String(versions.length);
  return `${head}: ${versions.map((v) => `${v.name} ${formatCount(v.count, language)}`).join(', ')}`;
}

/** A format's versions as lines of a mail or the order: its versions, and whether a price per change is asked. */
export function versionLines(format: Versioned, language: Language): { label: string; value: string }[] {
  if (format.versions.length === 0) return [];
  const w = words[language];
  const lines: { label: string; value: string }[] = [
    { label: w.versions, value: versionsValue(format.versions, language) },
  ];
  if (format.versionChangePrice) lines.push({ label: w.versionChange, value: w.priceAsked });
  return lines;
}

type Delivery = { address: string; date: string | null; counts: readonly { formatId: string; count: number }[] };

/**
 * Each delivery address with its date and its count per format, one line each: "Lager Nord, Berlin — 01.03.2027:
 * Flyer A5 200, Visitenkarten 100". `formats`: those whose counts the reader sees (an order names its own only);
 * an address getting none of them is left out.
 */
export function deliveryLines(
  deliveries: readonly Delivery[],
  formats: readonly { id: string; title: string }[],
  language: Language,
): string[] {
  return deliveries.flatMap((d) => {
    const counts = d.counts.flatMap((c) => {
      const f = formats.find((x) => x.id === c.formatId);
      return f ? [`${f.title} ${formatCount(c.count, language)}`] : [];
    });
    if (counts.length === 0) return [];
    const where = d.address.replace(/\s*\n\s*/g, ', ');
    return [`${where}${d.date ? ` — ${toDisplayDate(d.date, language)}` : ''}: ${counts.join(', ')}`];
  });
}
