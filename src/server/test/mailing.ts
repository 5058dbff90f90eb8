import { afterEach } from 'vitest';
import { buildTestApp, waitFor, type TestApp, type TestAppOptions } from './helper.ts';
import { SmtpSink } from './smtp-sink.ts';

/**
 * For a describe block whose tests read mails on the wire: each call starts an app whose outbox sends at once
 * to a real SMTP server on loopback; both end after the test.
 */
export function useMailingApp(options: TestAppOptions = {}): () => Promise<{ app: TestApp; sink: SmtpSink }> {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
    app = undefined;
    sink = undefined;
  });
  return async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({
      ...options,
      config: { smtpUrl: sink.url },
      outbox: { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 },
    });
    return { app, sink };
  };
}

/** The amendment mail of revision `n` to `to`, its text with Slovak's no-break spaces as spaces. */
export async function amendmentText(sink: SmtpSink, to: string, n: number): Promise<string> {
  const revision = new RegExp(`\\((Stand|revision|verzia) ${n}\\):`);
  const mail = await waitFor(
    async () => sink.to(to).find((m) => revision.test(m.text ?? '')),
    `amendment ${n} mailed to ${to}`,
  );
  return (mail.text ?? '').replace(/\u00a0/g, ' ');
}
