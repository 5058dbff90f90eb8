import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** Pooled SMTP: one connection serves many mails, a few connections send in parallel. */
export function createTransport(
  target: string | { host: string; port: number; auth: { user: string; pass: string } },
): Transporter {
  const common = {
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as const;
  if (typeof target === 'string') return nodemailer.createTransport({ url: target, ...common } as SMTPPool.Options);
  // The embedded catcher speaks plain SMTP on loopback, and takes mail only with its secret of this start.
  return nodemailer.createTransport({ ...target, secure: false, ignoreTLS: true, ...common });
}
