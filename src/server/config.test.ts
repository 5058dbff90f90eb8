import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'printtender-config-'));

describe('configuration', () => {
  it('defaults to SQLite in DATA_DIR, the embedded catcher on loopback and a generated secret kept there', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      baseUrl: 'http://localhost:3000',
      database: { kind: 'sqlite', file: path.join(dir, 'printtender.sqlite') },
      smtpUrl: undefined,
      files: { kind: 'disk', dir: path.join(dir, 'files') },
      timeZone: 'Europe/Berlin',
      mailboxExposed: false,
      // Without BASE_URL the app answers localhost and 127.0.0.1 on its port, and browsers' requests from both.
      allowedHosts: ['localhost:3000', '127.0.0.1:3000'],
      allowedOrigins: ['http://127.0.0.1:3000'],
      // No variable lowers it: only the tests' own config hashes cheaply.
      passwordCost: 'owasp',
      mailQuota: { perHour: 500, testPerDay: 50 },
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('reads the mail quotas, 0 turning one off', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), MAIL_QUOTA_PER_HOUR: '0', TEST_MAIL_QUOTA_PER_DAY: '7' });
    expect(config.mailQuota).toEqual({ perHour: 0, testPerDay: 7 });
  });

  it('listens on all interfaces with a real relay, and flags an exposed Mailbox', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://relay:25' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).mailboxExposed).toBe(true);
  });

  it("answers BASE_URL's host and the names of ALLOWED_HOSTS, no local ones, once BASE_URL is set", () => {
    const env = {
      BASE_URL: 'https://tender.example.com',
      ALLOWED_HOSTS: ' Tender.Internal, 10.0.0.5:3000,,[::1]:3000',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env })).toMatchObject({
      allowedHosts: ['tender.internal', '10.0.0.5:3000', '[::1]:3000'],
      allowedOrigins: [],
    });
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '4000', ALLOWED_HOSTS: 'box' }).allowedHosts).toEqual([
      'box',
      'localhost:4000',
      '127.0.0.1:4000',
    ]);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names: addresses and CIDR ranges', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), BASE_URL: 'https://tender.example.com' }).trustProxy).toEqual([]);
    const env = { TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,,FD00::/8,::1 ' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it('keeps documents in an S3-compatible bucket when S3_URL names one', () => {
    const url = 's3://AK%2B1:s%2Fecret@minio.local:9000/docs/printtender/prod?region=eu-central-1&tls=false';
    expect(loadConfig({ DATA_DIR: dataDir(), S3_URL: url }).files).toEqual({
      kind: 's3',
      endpoint: 'http://minio.local:9000',
      region: 'eu-central-1',
      bucket: 'docs',
      prefix: 'printtender/prod/',
      credentials: { accessKeyId: 'AK+1', secretAccessKey: 's/ecret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), S3_URL: 's3://s3.amazonaws.com/b?style=virtual' }).files).toMatchObject({
      endpoint: 'https://s3.amazonaws.com',
      region: 'us-east-1',
      prefix: '',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ SMTP_URL: 'http://x' }, /^SMTP_URL must be an smtp/],
    [{ TIME_ZONE: 'Mars/Olympus' }, /^TIME_ZONE must be an IANA time zone/],
    [{ APP_SECRET: 'short' }, /^APP_SECRET must have at least 32 characters/],
    [{ BASE_URL: 'ftp://x' }, /^BASE_URL must be an http\(s\) URL/],
    [
      { ALLOWED_HOSTS: 'ok.example, https://tender.example.com' },
      /^ALLOWED_HOSTS must be host names separated by commas/,
    ],
    [{ TRUST_PROXY: 'proxy.internal' }, /^TRUST_PROXY must be IP addresses or CIDR ranges separated by commas/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must be IP addresses or CIDR ranges/],
    [{ TRUST_PROXY: '10.0.0.5/8/1' }, /^TRUST_PROXY must be IP addresses or CIDR ranges/],
    [{ S3_URL: 'https://s3.example.com/b' }, /^S3_URL must be a URL such as s3:\/\//],
    // The secret is not repeated.
    [
      { S3_URL: 's3://key:secret@host:9000' },
      /^S3_URL must name a bucket after the host.*\(got "s3:\/\/key:\*\*\*@host:9000"\)$/,
    ],
    [{ S3_URL: 's3://host/b?tls=no' }, /^S3_URL must have tls=true or tls=false/],
    [{ MAIL_QUOTA_PER_HOUR: '-1' }, /^MAIL_QUOTA_PER_HOUR must be 0 \(no limit\) or more/],
    [{ TEST_MAIL_QUOTA_PER_DAY: 'many' }, /^TEST_MAIL_QUOTA_PER_DAY must be a number of mails/],
    [{ DATABASE_URL: 'postgres://u@h/db' }, /^APP_SECRET is required when DATABASE_URL is set/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });
});
