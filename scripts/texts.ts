/**
 * `npm run texts -- de` (or `sk`): every text of the staff app (en, de) and the printshop's page (en, de, sk) in
 * one list, tab-separated — area, key, the text, the English one — to read a language's words as a whole
 * (docs/glossary.md, German words).
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../src/web/', import.meta.url));
const language = process.argv[2] ?? 'de';

const flat = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, v]) => flat(v, path ? `${path}.${key}` : key))
      : [];

/** A texts file's one exported object (its language's texts). */
async function textsOf(file: string): Promise<unknown> {
  if (!existsSync(file)) return {};
  const module = (await import(file)) as Record<string, unknown>;
  return Object.values(module).find((v) => typeof v === 'object' && v !== null) ?? {};
}

const areas = ['i18n', ...readdirSync(`${web}features`).map((f) => `features/${f}/i18n`), 'offer-page/texts'];
const lines: string[] = [];
for (const area of areas) {
  const english = new Map(flat(await textsOf(`${web}${area}/en.ts`)));
  for (const [key, text] of flat(await textsOf(`${web}${area}/${language}.ts`))) {
    lines.push([area.replace(/^features\/|\/i18n$|\/texts$/g, ''), key, text, english.get(key) ?? ''].join('\t'));
  }
}
console.log(lines.join('\n'));
