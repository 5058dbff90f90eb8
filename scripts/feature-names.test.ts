import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A server module and the web feature that shows it have one name, so a reader finds a feature in one place on
 * each side (docs/decisions/010, "Modules by what they do, with equal names on both sides"). These are the
 * folders with no counterpart of the same name, each with the reason; any other one-sided folder fails here.
 */
const serverOnly: Record<string, string> = {
  bounces: 'mail servers’ reports of undelivered mail (POST /api/mail/events); the web shows them as mail states',
  contacts: 'the rules suppliers and companies share; the web shows them in suppliers and team',
  health: 'the liveness and readiness probes (/health, /health/ready), no page',
  imports:
    'reading a spreadsheet for the suppliers and formats modules; its dialog is src/web/components/import/, which both pages open',
  live: 'the event bus and its stream; the web listens in src/web/api/use-live.ts',
  mail: 'the outbox every module mails through, no page',
  metrics: 'the Prometheus endpoint, no page',
  'offer-page': 'the printshop’s page is a web entry of its own, src/web/offer-page/ (docs/decisions/006)',
  offers: 'what an offer is (docs/decisions/026); the web shows offers in comparison, award and the printshop’s page',
};
const webOnly: Record<string, string> = {};

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const modules = folders('src/server/modules');
const features = folders('src/web/features');

describe('feature names on both sides', () => {
  it('gives every server module a web feature of its name, but for the listed server-only ones', () => {
    const unmatched = modules.filter((name) => !features.includes(name));
    expect(unmatched, 'a server module without src/web/features/<name>: rename it or list it with a reason').toEqual(
      Object.keys(serverOnly).sort(),
    );
  });

  it('gives every web feature a server module of its name, but for the listed web-only ones', () => {
    const unmatched = features.filter((name) => !modules.includes(name));
    expect(unmatched, 'a web feature without src/server/modules/<name>: rename it or list it with a reason').toEqual(
      Object.keys(webOnly).sort(),
    );
  });

  it('finds the printshop’s page where its exception says', () => {
    expect(existsSync('src/web/offer-page')).toBe(true);
  });
});
