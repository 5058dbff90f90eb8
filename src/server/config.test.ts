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
      timeZone: 'Europe/Berlin',
      mailboxExposed: false,
      // No variable lowers it: only the tests' own config hashes cheaply.
      passwordCost: 'owasp',
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('listens on all interfaces with a real relay, and flags an exposed Mailbox', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://relay:25' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).mailboxExposed).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ SMTP_URL: 'http://x' }, /^SMTP_URL must be an smtp/],
    [{ TIME_ZONE: 'Mars/Olympus' }, /^TIME_ZONE must be an IANA time zone/],
    [{ APP_SECRET: 'short' }, /^APP_SECRET must have at least 32 characters/],
    [{ BASE_URL: 'ftp://x' }, /^BASE_URL must be an http\(s\) URL/],
    [{ DATABASE_URL: 'postgres://u@h/db' }, /^APP_SECRET is required when DATABASE_URL is set/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });
});
