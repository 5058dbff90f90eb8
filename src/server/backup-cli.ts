// `npm run backup -- FILE`: the SQLite database (a consistent snapshot, while the app keeps serving), the secret
// and the documents of DATA_DIR into one archive FILE; `npm run restore -- FILE`: unpacks it into an empty DATA_DIR.
import path from 'node:path';
import { ConfigError } from './config.ts';
import { backup, BackupRefused, restore } from './db/backup.ts';
import { loadToolConfig } from './tool-config.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- FILE    (DATA_DIR into the archive FILE, while the app runs)');
  console.error('       npm run restore -- FILE   (the archive FILE into an empty DATA_DIR)');
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const documents = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

try {
  const { config, appSecret } = loadToolConfig();
  const archive = path.resolve(file);
  if (command === 'backup') {
    const r = await backup(config, archive);
    console.log(
      `Backed up ${config.dataDir} into ${archive} (${mb(r.bytes)}) in ${(r.ms / 1000).toFixed(1)} s: the database ` +
        `(${mb(r.database)}, as it was when the backup started)${r.secret ? ', app-secret' : ''}, ${documents(r.documents)}.`,
    );
    if (r.secret)
      console.log(
        'The archive holds app-secret, which signs sessions and supplier links: keep it as safe as the data.',
      );
    if (appSecret)
      console.log('APP_SECRET is set (it wins over app-secret): keep it with the backup; a restore needs it.');
    else if (!r.secret) console.log('No secret is in the archive: keep the APP_SECRET of this app with the backup.');
    if (config.files.kind === 's3') {
      console.log(
        `The documents are in the bucket ${config.files.bucket}, not in the archive: back the bucket up on its own.`,
      );
    }
  } else {
    const r = await restore(config, archive);
    console.log(
      `Restored ${archive} into ${config.dataDir}: the database (${mb(r.database)})${r.secret ? ', app-secret' : ''}, ${documents(r.documents)}. Start the app on it.`,
    );
    if (!r.secret) {
      console.log(
        'The archive holds no app-secret: start with the APP_SECRET of the app that was backed up, or sessions and supplier links stop working.',
      );
    }
  }
} catch (err) {
  const known = err instanceof BackupRefused || err instanceof ConfigError;
  console.error(`${command} failed: ${known ? err.message : String(err)}`);
  process.exit(1);
}
