// `npm run bench`: runs every benchmark in bench/ and prints its figures. Benchmarks are not tests.
import os from 'node:os';
import { run as start } from './start.bench.ts';

const benches: [string, () => Promise<string[]>][] = [['start', start]];
const only = process.argv[2];

console.log(`PrintTender benchmarks, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`);
for (const [name, bench] of benches) {
  if (only && only !== name) continue;
  for (const line of await bench()) console.log(`- ${line}`);
}
