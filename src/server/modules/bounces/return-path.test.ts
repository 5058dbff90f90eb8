import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { sentTask } from '../../test/offers.ts';

describe('the return path of an outgoing mail', () => {
  const start = useMailingApp();

  it('names the mail: bounce+<mail id>@ the sender’s domain, and the Message-ID is the one kept for it', async () => {
    const { app, sink } = await start();
    const { task } = await sentTask(app, 1);
    const mail = await waitFor(async () => sink.to('s0@druck.de')[0], 'the invitation on the wire');
    const row = await app.deps.db
      .selectFrom('mails')
      .select(['id', 'messageId'])
      .where('taskId', '=', task.id)
      .where('kind', '=', 'invitation')
      .executeTakeFirstOrThrow();
    expect(mail.headers.get('return-path')).toMatchObject({
      value: [{ address: `bounce+${row.id}@printtender.test` }],
    });
    expect(mail.messageId).toBe(row.messageId);
  });
});
