import { simpleParser, type ParsedMail } from 'mailparser';
import {
  listenLoopbackSmtp,
  withReturnPath,
  type Envelope,
  type LoopbackSmtp,
} from '../modules/mailbox/loopback-smtp.ts';

export type SinkOptions = {
  /** Answer RCPT TO for this address with a permanent 5xx rejection. */
  rejectPermanently?: (to: string) => boolean;
};

/** A real SMTP server on loopback that keeps what it receives, for tests that must see mail on the wire. */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server: LoopbackSmtp | undefined;
  port = 0;

  constructor(private readonly options: SinkOptions = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port`, or a free one the first time. */
  async start(port = this.port): Promise<this> {
    // As the last mail server does on delivery, the envelope sender goes into the mail as its Return-Path.
    const deliver = async (raw: Buffer, envelope: Envelope) =>
      void this.received.push(await simpleParser(withReturnPath(raw, envelope)));
    this.server = await listenLoopbackSmtp(port, deliver, {
      onRcptTo: (address, _session, done) => {
        if (!this.options.rejectPermanently?.(address.address)) return done();
        done(Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 }));
      },
    });
    this.port = this.server.port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.close();
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((m) => JSON.stringify(m.to).includes(address));
  }
}
