// Importing a printshop list and a format list of 5,000 rows each, XLSX, on SQLite: the upload's preview and
// the confirmed import, each through the API (docs/decisions/034; goal: under 10 s for 5,000 rows).
import { buildApp } from '../src/server/app.ts';
import { signUp } from '../src/server/test/accounts.ts';
import { createTestDatabase, testConfig } from '../src/server/test/helper.ts';
import { importFile, xlsxOf } from '../src/server/test/imports.ts';

const shops = (n: number) => [
  ['Name', 'E-mail', 'Language', 'Contact person', 'Certificates'],
  ...Array.from({ length: n }, (_, i) => [
    `Druck ${i}`,
    `shop${i}@example.com`,
    'de',
    `Person ${i}`,
    'FSC | C1 | 2030-12-31',
  ]),
];
const formats = (n: number) => [
  ['Title', 'Product', 'Size', 'Print colours (4/4)', 'Paper', 'Grammage (g/m²)', 'Description (DE)'],
  ...Array.from({ length: n }, (_, i) => [`Flyer ${i}`, 'flyer', 'A5', '4/4', 'coated-gloss', '135', `Flyer Nr. ${i}`]),
];

export async function run(seconds: number): Promise<string[]> {
  const n = seconds <= 1 ? 200 : 5_000;
  process.env.TEST_DB = 'sqlite';
  const db = await createTestDatabase();
  const app = await buildApp(testConfig(db.database), { webRoot: null });
  try {
    const { cookie } = await signUp(app, 'importer');
    const lines: string[] = [];
    for (const [what, rows] of [
      ['suppliers', shops(n)],
      ['formats', formats(n)],
    ] as const) {
      const file = await xlsxOf(rows);
      const time = async (query: string) => {
        const t0 = performance.now();
        const res = await importFile(app, cookie, what, file, query);
        if (res.statusCode !== 200) throw new Error(`${what} import: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return ((performance.now() - t0) / 1000).toFixed(2);
      };
      const preview = await time('');
      const saved = await time('confirm=1');
      lines.push(
        `${what}: ${n} rows (XLSX, ${(file.length / 1024).toFixed(0)} KB): preview ${preview} s, import ${saved} s (goal: < 10 s)`,
      );
    }
    return lines;
  } finally {
    await app.close();
    await db.drop();
  }
}
