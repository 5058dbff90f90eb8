import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PasswordCost } from './auth/password.ts';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), hint);

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).optional(),
  BASE_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL such as https://tender.example.com'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3).default('PrintTender <noreply@printtender.localhost>'),
  APP_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  TIME_ZONE: z
    .string()
    .default('Europe/Berlin')
    .refine((tz) => isTimeZone(tz), 'must be an IANA time zone such as Europe/Berlin'),
  DEFAULT_DELIVERY_ADDRESS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a mail claimed for sending stays with its instance; after a crash it is sent again then. */
  MAIL_CLAIM_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5')
    .default(60),
  /** Scales every rate limit; 0 turns them off (load tests only). */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').default(1),
  /** Port of the embedded SMTP catcher; 0 picks a free one. */
  CATCHER_PORT: port.or(z.literal(0)).default(0),
});

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Absent: the embedded SMTP catcher receives every mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string;
  timeZone: string;
  defaultDeliveryAddress: string;
  logLevel: string;
  catcherPort: number;
  rateLimitFactor: number;
  mailClaimMs: number;
  /** How hard a password hash is: always `owasp` from the environment, `test` in the integration tests. */
  passwordCost: PasswordCost;
  /** True when the server was told to listen beyond loopback while the open Mailbox is on. */
  mailboxExposed: boolean;
};

export class ConfigError extends Error {}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads the environment once; throws a ConfigError whose message has one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `${name} ${i.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const embeddedMail = e.SMTP_URL === undefined;
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError('APP_SECRET is required when DATABASE_URL is set (at least 32 random characters)');
  }
  const host = e.HOST ?? (embeddedMail ? '127.0.0.1' : '0.0.0.0');
  return {
    port: e.PORT,
    host,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'printtender.sqlite') },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    timeZone: e.TIME_ZONE,
    defaultDeliveryAddress: e.DEFAULT_DELIVERY_ADDRESS,
    logLevel: e.LOG_LEVEL,
    catcherPort: e.CATCHER_PORT,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    mailClaimMs: e.MAIL_CLAIM_SECONDS * 1000,
    passwordCost: 'owasp',
    mailboxExposed: embeddedMail && !isLoopback(host),
  };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** The embedded default keeps a generated secret beside its database, so links and sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
