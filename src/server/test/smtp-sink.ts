import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SinkOptions = {
  /** Answer RCPT TO for this address with a permanent 5xx rejection. */
  rejectPermanently?: (to: string) => boolean;
};

/** A real SMTP server on loopback that keeps what it receives, for tests that must see mail on the wire. */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  constructor(private readonly options: SinkOptions = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port`, or a free one the first time. */
  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, done) => {
        if (this.options.rejectPermanently?.(address.address)) {
          const err = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
          return done(err);
        }
        done();
      },
      onData: async (stream, _session, done) => {
        try {
          this.received.push(await simpleParser(stream));
          done();
        } catch (err) {
          done(err as Error);
        }
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((m) => JSON.stringify(m.to).includes(address));
  }
}
