import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGE } from '../shared/public-pages.ts';
import { noRoute } from './errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built web app: beside the compiled server (dist/server -> dist/web), or dist/web when run from src. */
export function findWebRoot(): string | undefined {
  const candidates = [path.join(here, '../web'), path.join(here, '../../dist/web')];
  return candidates.find(
    (dir) => dir.includes(`${path.sep}dist${path.sep}`) && existsSync(path.join(dir, 'index.html')),
  );
}

/** Serves the SPA: hashed assets cached for a year, index.html revalidated, unknown pages get index.html. */
export async function registerWeb(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // scripts/compress-web.mjs wrote .br and .gz beside each asset at build time.
    preCompressed: true,
    // Its own header (`public, max-age=0`) would replace the one set below.
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply.status(404).send(noRoute(req.method, req.url));
    }
    const file = req.url.split('?')[0]!.slice(1);
    if (file && !file.includes('..') && existsSync(path.join(root, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    // The supplier's offer page is an entry of its own, small enough for a phone on a slow line.
    if (req.url.startsWith('/pub/') && existsSync(path.join(root, 'offer-page.html')))
      return reply.sendFile('offer-page.html');
    // So are the public pages: Login, Register, Activate, the password pages, a team invitation's (decision 029).
    if (PUBLIC_PAGE.test(req.url.split('?')[0]!) && existsSync(path.join(root, 'sign-in.html')))
      return reply.sendFile('sign-in.html');
    return reply.sendFile('index.html');
  });
}
