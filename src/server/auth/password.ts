import { verifyPassword as verifyBetterAuthHash } from 'better-auth/crypto';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * OWASP Password Storage Cheat Sheet: scrypt N=2^14, r=8, p=5 is one of its equivalent minimums (16 MiB and
 * ~250 ms per hash here); better-auth's default (N=2^14, r=16, p=1) does less work. `test` is for the
 * integration and browser tests only, which sign up hundreds of users: the environment cannot choose it
 * (config.ts); the browser tests' server sets it in code (e2e/server.mjs).
 */
const COSTS = { owasp: { N: 2 ** 14, r: 8, p: 5 }, test: { N: 2 ** 10, r: 8, p: 1 } };
export type PasswordCost = keyof typeof COSTS;
const KEY_BYTES = 64;

function scrypt(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...o, maxmem: 256 * o.N * o.r };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = 'owasp'): Promise<string> {
  const params = COSTS[cost];
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split('$');
  if (parts[0] !== 'scrypt' || parts.length !== 6) return verifyBetterAuthHash({ hash, password });
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// The list lives in assets/ at the repository root, three levels up from src/server/auth and dist/server/auth.
const common = new Set(
  readFileSync(new URL('../../../assets/common-passwords.txt', import.meta.url), 'utf8').split('\n'),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
