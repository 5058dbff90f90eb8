// `npm run bench [name]`: runs the benchmarks and prints their figures. Benchmarks are not tests.
// BENCH_SMOKE=1 runs each for a second or two, so that CI sees they still work.
import os from 'node:os';
import { run as auction } from './auction.bench.ts';
import { run as sizes } from './answer-size.bench.ts';
import { run as imports } from './import.bench.ts';
import { pinLoadGenerator } from './lib/processes.ts';
import { run as large } from './large-page.bench.ts';
import { run as mail } from './mail.bench.ts';
import { run as pdf } from './pdf.bench.ts';
import { run as send } from './send.bench.ts';
import { run as signin } from './signin.bench.ts';
import { run as spend } from './spend.bench.ts';
import { run as staff } from './staff.bench.ts';
import { run as start } from './start.bench.ts';
import { run as supplier } from './supplier.bench.ts';
import { run as task } from './task-page.bench.ts';
import { run as web } from './web.bench.ts';

const smoke = process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 1 : 10;
const benches: [string, (seconds: number) => Promise<string[]>][] = [
  ['start', (s) => start(s === 1 ? 1 : 5)],
  ['supplier', supplier],
  ['staff', staff],
  ['mail', mail],
  ['send', send],
  ['web', web],
  ['large', large],
  ['task', task],
  ['signin', signin],
  ['pdf', pdf],
  ['sizes', sizes],
  ['import', imports],
  ['spend', spend],
  ['auction', auction],
];
const only = process.argv[2];

const pinning = pinLoadGenerator();
console.log(
  `PrintTender benchmarks, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${pinning}${smoke ? ', SMOKE RUN (figures mean nothing)' : ''}`,
);
for (const [name, bench] of benches) {
  if (only && only !== name) continue;
  console.log(`\n## ${name}`);
  const lines = await bench(seconds);
  // A smoke run checks that each bench still runs; a second's figures against their goals would mean nothing.
  if (smoke) {
    if (lines.length === 0) throw new Error(`The ${name} bench measured nothing`);
    console.log(`- ran: ${lines.length} figure${lines.length === 1 ? '' : 's'} measured`);
  } else for (const line of lines) console.log(`- ${line}`);
}
