import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../src/server/config.ts';

/**
 * The Dockerfile and compose.yaml cannot be built or pulled on our machines (no Docker engine), so what can
 * drift is checked here: compose passes the app only variables that src/server/config.ts reads, and the image
 * runs the README's production command (docs/decisions/020).
 */
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const configNames = new Set(Object.keys(EnvSchema.shape));

type Line = { indent: number; text: string };

/** compose.yaml's lines without comments and blanks; enough YAML for a file written by hand in block style. */
const yamlLines = (yaml: string): Line[] =>
  yaml
    .split('\n')
    .map((raw) => raw.replace(/\s+#.*$|^\s*#.*$/, ''))
    .filter((raw) => raw.trim() !== '')
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }));

/** The lines nested under line `at`. */
const blockOf = (lines: Line[], at: number): Line[] => {
  const end = lines.findIndex((l, i) => i > at && l.indent <= lines[at]!.indent);
  return lines.slice(at + 1, end === -1 ? undefined : end);
};

/** Each `environment:` block of a service built from our Dockerfile (or of the anchor such services merge). */
function appEnvironments(yaml: string): { owner: string; names: string[] }[] {
  const lines = yamlLines(yaml);
  const found: { owner: string; names: string[] }[] = [];
  lines.forEach((line, at) => {
    // `environment: &env` names its block for another service to merge (`<<: *env`).
    if (!/^environment:( &\w+)?$/.test(line.text)) return;
    const ownerAt = lines.findLastIndex((l, i) => i < at && l.indent < line.indent);
    const owner = blockOf(lines, ownerAt);
    const isApp = owner.some((l) => l.text === 'build: .' || l.text === '<<: *app');
    if (!isApp) return;
    const names = blockOf(lines, at)
      .filter((l) => l.indent === blockOf(lines, at)[0]!.indent && !l.text.startsWith('<<: *'))
      .map((l) => /^(?:- )?([A-Za-z_][A-Za-z0-9_]*)[:=]/.exec(l.text)?.[1] ?? `unreadable: ${l.text}`);
    found.push({ owner: lines[ownerAt]!.text, names });
  });
  return found;
}

type LockedPackage = { version?: string; optionalDependencies?: Record<string, string> };

/** Where npm finds `name` for the package at `from` (a lock file path): its own node_modules, then each parent's. */
function resolveIn(packages: Record<string, LockedPackage>, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '')) {
    const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return undefined;
  }
}

describe('packaging', () => {
  const compose = read('compose.yaml');
  const dockerfile = read('Dockerfile');

  // npm ci refuses a lock file that lacks any package's optional dependency, even one for another system (jscpd's
  // platform builds were missing: the Dockerfile and the README's production steps stopped at npm ci).
  it("records every package's optional dependencies, of every system, in the lock file", () => {
    const { packages } = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
    const missing = Object.entries(packages).flatMap(([path, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolveIn(packages, path, name))
        .map((name) => `${path || 'package.json'} -> ${name}`),
    );
    expect(Object.keys(packages)).toContain('node_modules/jscpd');
    expect(missing).toEqual([]);
  });

  it("passes the app only variables that config.ts reads, read from config.ts's schema", () => {
    expect(configNames).toContain('DATABASE_URL');
    const environments = appEnvironments(compose);
    expect(environments.length).toBeGreaterThan(0);
    const named = environments.flatMap((e) => e.names);
    expect(named).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'APP_SECRET']));
    expect(named.filter((name) => !configNames.has(name))).toEqual([]);
    // Values taken from the shell that starts compose name the app's variables too.
    const interpolated = [...compose.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
    expect(interpolated.filter((name) => !configNames.has(name))).toEqual([]);
  });

  it('runs two app instances, PostgreSQL and a mail catcher', () => {
    const services = yamlLines(compose);
    const top = services.findIndex((l) => l.indent === 0 && l.text === 'services:');
    const block = blockOf(services, top);
    const names = block.filter((l) => l.indent === block[0]!.indent).map((l) => l.text.replace(/:$/, ''));
    const apps = names.filter((name) => {
      const at = services.findIndex((l, i) => i > top && l.text === `${name}:`);
      return blockOf(services, at).some((l) => l.text === '<<: *app' || l.text === 'build: .');
    });
    expect(apps.length).toBeGreaterThanOrEqual(2);
    expect(compose).toMatch(/image: postgres:15\b/);
    expect(compose).toMatch(/image: axllent\/mailpit/);
  });

  it("builds in stages and runs the README's production command as a user, with a health check", () => {
    const readme = read('README.md');
    // The Production section's line that builds and starts: its last command.
    const production = readme.slice(readme.indexOf('\n## Production')).split(/\n## /)[1] ?? '';
    const start = production.split('\n').find((line) => line.startsWith('npm ci && npm run build'));
    const command = start?.split('&&').at(-1)?.trim();
    expect(command).toBe('node dist/server/main.js');

    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect((JSON.parse(cmd ?? '[]') as string[]).join(' ')).toBe(command);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build\b/m);
    const user = /^USER (\S+)$/m.exec(dockerfile)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health'/m);
  });
});
