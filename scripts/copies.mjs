// `npm run lint` step: no block of 10 or more lines is copied within src/ (jscpd). The exceptions, each with its reason:
const exceptions = [
  // The German texts mirror the English ones key for key, by design: the shape is the type check that none is missing.
  'src/web/**/i18n/**',
  'src/web/offer-page/texts/**',
  // The supplier's page has its own small API client: the staff one would bring the staff shell's chunk (decision 006).
  'src/web/offer-page/offer-api.ts',
  // KoSIT's sample e-invoices, kept byte for byte as the tests' real input (their README names the source).
  'src/server/modules/invoices/fixtures/**',
];

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(import.meta.resolve('jscpd/run-jscpd.js'));
const args = ['--min-lines', '10', '--min-tokens', '20', '--exit-code', '1', '--reporters', 'console'];
const { status } = spawnSync(process.execPath, [bin, ...args, '--ignore', exceptions.join(','), 'src'], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
