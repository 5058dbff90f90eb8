import { simpleParser } from 'mailparser';
import type { App } from '../app.ts';
import { waitFor } from './helper.ts';

/** The mail the SMTP catcher received for `to` whose text (parsed with mailparser) contains `phrase`. */
export async function caughtText(app: App, to: string, phrase: string) {
  return waitFor(async () => {
    const rows = await app.deps.db.selectFrom('mailboxMessages').select('raw').where('toAddress', '=', to).execute();
    for (const row of rows) {
      const mail = await simpleParser(row.raw);
      if (mail.text?.includes(phrase)) return mail;
    }
    return undefined;
  }, `a mail to ${to} saying ${phrase}`);
}
