import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestDatabase, waitFor } from '../../test/helper.ts';
import { staffSession } from '../../test/kill-harness.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { ServerProcess } from '../../test/server-process.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, flyer } from '../../test/tasks.ts';

const fifty = Array.from({ length: 50 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));

describe('an order PDF across a SIGKILL', () => {
  const ends: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const end of ends.splice(0).reverse()) await end();
  });

  // Two server starts, a 50-format tender and its PDF in a fresh worker thread: over a minute on a loaded machine.
  it(
    'is made and its mail sent once by the restarted server when the server was killed right after the award',
    { timeout: 180_000 },
    async () => {
      const db = await createTestDatabase();
      ends.push(db.drop);
      const sink = await new SmtpSink().start();
      ends.push(() => sink.stop());
      // A claim of the killed server's ends after 5 s (the least allowed): the restarted one takes its mail over then.
      const server = await ServerProcess.create(db.database, { SMTP_URL: sink.url, MAIL_CLAIM_SECONDS: '5' });
      ends.push(() => server.kill());
      await server.start();
      const staff = await staffSession(server, sink);
      const shop = await staff('PUT', '/api/suppliers', { name: 'Druck', email: 'order@druck.de', language: 'en' });
      const task = await staff('PUT', '/api/tasks', completeTask({ formats: fifty }));
      await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
      const offered = await fetch(`${server.url}/api/pub/tasks/${task.id}/${shop.id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [OFFER_TOKEN_HEADER]: offerToken(server.env.APP_SECRET!, task.id, shop.id),
        },
        body: JSON.stringify({ formats: task.formats.map((f: { id: string }) => ({ id: f.id, price: 100 })) }),
      });
      expect(offered.status).toBe(200);

      await staff('POST', `/api/tasks/${task.id}/suppliers/${shop.id}/accept`, {});
      // Killed as soon as the award answered: its PDF takes the new worker thread a second or more.
      await server.kill('SIGKILL');
      const handle = openDatabase(db.database);
      try {
        const row = await handle.db
          .selectFrom('mails')
          .select(['state', 'attachments', 'pendingAttachments'])
          .where('kind', '=', 'order')
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ state: 'queued', attachments: null });
        expect(row.pendingAttachments).not.toBeNull();
      } finally {
        await handle.close();
      }

      await server.start();
      const order = await waitFor(
        async () => sink.to('order@druck.de').find((m) => /^Order PO-\d{4}-\d{4}: Mailing Q1$/.test(m.subject ?? '')),
        'the order mail from the restarted server',
        60_000,
      );
      expect(order.attachments).toHaveLength(1);
      const text = await pdfText(order.attachments[0]!.content);
      expect(text).toContain('Format 0');
      expect(text).toContain('Format 49');
      // Give a duplicate the chance to show up: a second pass of the maker, a stale claim.
      await new Promise((r) => setTimeout(r, 3000));
      expect(sink.to('order@druck.de').filter((m) => m.subject === order.subject)).toHaveLength(1);
    },
  );
});
