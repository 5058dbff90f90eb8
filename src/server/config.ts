import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { PasswordCost } from './auth/password.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from './file-modes.ts';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** A name or IPv4 address, or an IPv6 address in brackets; then an optional port. */
const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const S3_EXAMPLE = 's3://KEY:SECRET@s3.example.com:9000/bucket?region=eu-central-1';

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), hint);

/** An IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every variable the server reads; the packaging test checks compose.yaml against its names. */
const quota = z.coerce
  .number({ error: 'must be a number of mails' })
  .int('must be a whole number of mails')
  .min(0, 'must be 0 (no limit) or more');

export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).optional(),
  BASE_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL such as https://tender.example.com'),
  /** More names the app answers to besides BASE_URL's host (a proxy that rewrites Host, an internal name). */
  ALLOWED_HOSTS: commaList.refine(
    (hosts) => hosts.every((h) => HOST_NAME.test(h)),
    'must be host names separated by commas, each with an optional port, such as tender.internal,10.0.0.5:3000',
  ),
  /**
   * The proxies (addresses, CIDR ranges) whose `X-Forwarded-For` names the client; absent, the socket's address
   * is the client's, whatever a request says. Rate limits per address count by it.
   */
  TRUST_PROXY: commaList.refine(
    (entries) => entries.every(isAddressOrRange),
    'must be IP addresses or CIDR ranges separated by commas, such as 10.0.0.5,10.1.0.0/16',
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  /** Documents in an S3-compatible bucket instead of DATA_DIR/files; the form is s3Location()'s. */
  S3_URL: optionalUrl(['s3:'], `must be a URL such as ${S3_EXAMPLE}`).superRefine((v, ctx) => {
    const problem = v === undefined ? undefined : s3Problem(new URL(v));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** Where the ECB's daily reference rates (eurofxref-daily.xml) are fetched from for a task's rates; unset: upload only. */
  ECB_RATES_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
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
  /** Invitations, reminders and amendments a workspace may mail per rolling hour (docs/product.md, Mail quotas); 0: no limit. */
  MAIL_QUOTA_PER_HOUR: quota.default(500),
  /** Test mails a workspace may send per rolling day; 0: no limit. */
  TEST_MAIL_QUOTA_PER_DAY: quota.default(50),
  /** Port of the embedded SMTP catcher; 0 picks a free one. */
  CATCHER_PORT: port.or(z.literal(0)).default(0),
  /** `GET /metrics` from beyond loopback with `Authorization: Bearer` and this token; absent, loopback only. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, 'must have at least 16 characters'),
  /** `POST /api/mail/events` (bounces) takes reports with `Authorization: Bearer` and this token; absent, the route is off. */
  MAIL_EVENTS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, 'must have at least 16 characters'),
  /** After SIGTERM, how long readiness answers 503 while requests are still served, before the server closes. */
  DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be 0 or more')
    .max(600, 'must be at most 600')
    .default(0),
});

/** An S3-compatible bucket (AWS, MinIO, Ceph, Garage …) and where in it the documents go. */
export type S3Location = {
  kind: 's3';
  /** http(s)://host:port */
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key: `prefix/` or empty. */
  prefix: string;
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID …, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` (the default, which every S3-compatible server takes) or `bucket.host/key`. */
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  /**
   * Host header values the app answers besides BASE_URL's host; a name without a port matches on every port.
   * ALLOWED_HOSTS, and localhost and 127.0.0.1 on PORT while BASE_URL is not set.
   */
  allowedHosts: string[];
  /** Origins the cross-site check takes besides BASE_URL's: http://127.0.0.1:PORT while BASE_URL is not set. */
  allowedOrigins: string[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client; empty, the socket's address counts. */
  trustProxy: string[];
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Absent: the embedded SMTP catcher receives every mail. */
  smtpUrl: string | undefined;
  /** Where documents' bytes are kept: files under DATA_DIR/files, or a bucket when S3_URL is set. */
  files: { kind: 'disk'; dir: string } | S3Location;
  mailFrom: string;
  /** The ECB reference rates' URL (docs/product.md#currencies); undefined: the rates file is uploaded. */
  ecbRatesUrl?: string | undefined;
  appSecret: string;
  timeZone: string;
  defaultDeliveryAddress: string;
  logLevel: string;
  catcherPort: number;
  rateLimitFactor: number;
  /** Mail quotas per workspace (docs/product.md, Mail quotas); 0: no limit. A workspace's first day gets a tenth. */
  mailQuota: { perHour: number; testPerDay: number };
  mailClaimMs: number;
  /** How hard a password hash is: always `owasp` from the environment, `test` in the integration tests. */
  passwordCost: PasswordCost;
  /** True when the server was told to listen beyond loopback while the open Mailbox is on. */
  mailboxExposed: boolean;
  /** Lets `GET /metrics` answer beyond loopback (a bearer token); absent: loopback only. */
  metricsToken?: string;
  /** Turns on `POST /api/mail/events` (a mail provider's bounces) for callers with this bearer token. */
  mailEventsToken?: string;
  /** SIGTERM: readiness answers 503 this long, requests still served, before the server closes (main.ts). */
  drainMs?: number;
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
      return `${name} ${i.message} (got ${JSON.stringify(withoutPassword(env[name]))})`;
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
  const local = e.BASE_URL === undefined;
  return {
    port: e.PORT,
    host,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    allowedHosts: [...e.ALLOWED_HOSTS, ...(local ? [`localhost:${e.PORT}`, `127.0.0.1:${e.PORT}`] : [])],
    allowedOrigins: local ? [`http://127.0.0.1:${e.PORT}`] : [],
    trustProxy: e.TRUST_PROXY,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'printtender.sqlite') },
    smtpUrl: e.SMTP_URL,
    files: e.S3_URL ? s3Location(new URL(e.S3_URL)) : { kind: 'disk', dir: path.join(dataDir, 'files') },
    mailFrom: e.MAIL_FROM,
    ecbRatesUrl: e.ECB_RATES_URL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    timeZone: e.TIME_ZONE,
    defaultDeliveryAddress: e.DEFAULT_DELIVERY_ADDRESS,
    logLevel: e.LOG_LEVEL,
    catcherPort: e.CATCHER_PORT,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    mailQuota: { perHour: e.MAIL_QUOTA_PER_HOUR, testPerDay: e.TEST_MAIL_QUOTA_PER_DAY },
    mailClaimMs: e.MAIL_CLAIM_SECONDS * 1000,
    passwordCost: 'owasp',
    mailboxExposed: embeddedMail && !isLoopback(host),
    metricsToken: e.METRICS_TOKEN,
    mailEventsToken: e.MAIL_EVENTS_TOKEN,
    drainMs: e.DRAIN_SECONDS * 1000,
  };
}

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&tls=false&style=virtual`: key and secret
 * URL-encoded (without them the AWS SDK's own chain applies); `region` defaults to us-east-1, `tls` to true
 * (https), `style` to `path` (host/bucket/key, which S3-compatible servers expect; `virtual`: bucket.host/key).
 */
export function s3Location(url: URL): S3Location {
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  const param = (name: string) => url.searchParams.get(name);
  const user = decodeURIComponent(url.username);
  return {
    kind: 's3',
    endpoint: `${param('tls') === 'false' ? 'http' : 'https'}://${url.host}`,
    region: param('region') || 'us-east-1',
    bucket,
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    credentials: user ? { accessKeyId: user, secretAccessKey: decodeURIComponent(url.password) } : undefined,
    forcePathStyle: param('style') !== 'virtual',
  };
}

function s3Problem(url: URL): string | undefined {
  if (!url.host) return `must name a host, such as ${S3_EXAMPLE}`;
  if (!url.pathname.split('/').some(Boolean)) return `must name a bucket after the host, such as ${S3_EXAMPLE}`;
  if (!['true', 'false', null].includes(url.searchParams.get('tls'))) return 'must have tls=true or tls=false';
  if (!['path', 'virtual', null].includes(url.searchParams.get('style')))
    return 'must have style=path or style=virtual';
  return undefined;
}

/** A URL's password is not repeated in the message (it may be logged). */
function withoutPassword(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.password) return value;
  url.password = '***';
  return url.toString();
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** The embedded default keeps a generated secret beside its database, so links and sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: PRIVATE_FILE, flag: 'wx' });
  return secret;
}
