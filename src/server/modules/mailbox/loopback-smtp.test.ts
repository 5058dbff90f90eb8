import nodemailer from 'nodemailer';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../test/smtp-sink.ts';

/** Writes `line` and waits for the server's answer starting with `code`. */
async function say(socket: Socket, line: string | undefined, code: string): Promise<void> {
  let answer = '';
  const heard = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      answer += chunk.toString();
      if (new RegExp(`^${code}[ -]`, 'm').test(answer)) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
  if (line !== undefined) socket.write(`${line}\r\n`);
  await heard;
}

describe('the loopback SMTP server', () => {
  let sink: SmtpSink | undefined;
  afterEach(() => sink?.stop());

  it('lives on when a client resets its connection in the middle of a mail, and takes the next one', async () => {
    sink = await new SmtpSink().start();
    // Twice: the first error once fell to the listener left over from listening.
    for (let i = 0; i < 2; i++) {
      const socket = connect(sink.port, '127.0.0.1');
      await once(socket, 'connect');
      await say(socket, undefined, '220');
      await say(socket, 'EHLO client', '250');
      await say(socket, 'MAIL FROM:<a@printtender.test>', '250');
      await say(socket, 'RCPT TO:<b@druck.de>', '250');
      await say(socket, 'DATA', '354');
      socket.write('Subject: half\r\n\r\nThe app was killed here');
      await new Promise((r) => setTimeout(r, 100));
      socket.resetAndDestroy();
      await once(socket, 'close');
    }

    await nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'a@printtender.test', to: 'b@druck.de', subject: 'whole', text: 'Sent again' });
    expect(sink.received.map((m) => m.subject)).toEqual(['whole']);
  });
});
